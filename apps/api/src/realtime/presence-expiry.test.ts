import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeEvent, makeOrganization, makeSession } from '../test/fixtures';
import { createTestApp, signUp, type TestApp } from '../test/helpers';
import { connectAs, listen, request, waitFor } from '../test/socket-client';

// Access tokens of two seconds: a watcher's socket is ended at expiry while the test looks on.
let t: TestApp;
let url: string;

beforeAll(async () => {
  t = await createTestApp({ ACCESS_TOKEN_TTL_SECONDS: '2' });
  url = await listen(t.app);
});
afterAll(async () => t.close());

/** A fresh access token for someone whose first one has expired. */
async function freshToken(refresh: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/refresh',
    headers: { authorization: `Bearer ${refresh}` },
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ access_token: string }>().access_token;
}

describe('presence across a token expiry', () => {
  it('keeps a watcher whose socket the server ended at token expiry in the staff list while they reconnect', async () => {
    const [owner, attendee] = await Promise.all([signUp(t.app), signUp(t.app)]);
    const org = await makeOrganization(t.database.db, [[owner.id, 'OWNER']]);
    const eventId = await makeEvent(t.database.db, org, [[attendee.id, 'ATTENDEE']]);
    const sessionId = await makeSession(t.database.db, eventId, []);
    const socket = await connectAs(url, attendee.token);
    try {
      await request(socket, 'join_live_session', { session_id: sessionId });
      const watchers = async () => {
        const res = await t.app.inject({
          method: 'GET',
          url: `/api/sessions/${sessionId}/watchers`,
          headers: { authorization: `Bearer ${await freshToken(owner.refresh)}` },
        });
        expect(res.statusCode).toBe(200);
        return res.json<{ watchers: Array<{ id: number }> }>().watchers.map((w) => w.id);
      };
      expect(await watchers()).toEqual([attendee.id]);
      // The server ends the socket at expiry; the client has not reconnected yet.
      await waitFor(socket, 'auth_error');
      await new Promise((r) => setTimeout(r, 300));
      expect(socket.connected).toBe(false);
      expect(await watchers()).toEqual([attendee.id]);
    } finally {
      socket.disconnect();
    }
  });

  it('still forgets a watcher who leaves by closing the page', async () => {
    const [owner, attendee] = await Promise.all([signUp(t.app), signUp(t.app)]);
    const org = await makeOrganization(t.database.db, [[owner.id, 'OWNER']]);
    const eventId = await makeEvent(t.database.db, org, [[attendee.id, 'ATTENDEE']]);
    const sessionId = await makeSession(t.database.db, eventId, []);
    const socket = await connectAs(url, attendee.token);
    await request(socket, 'join_live_session', { session_id: sessionId });
    socket.disconnect();
    await new Promise((r) => setTimeout(r, 300));
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/sessions/${sessionId}/watchers`,
      headers: { authorization: `Bearer ${await freshToken(owner.refresh)}` },
    });
    expect(res.json<{ watchers: unknown[] }>().watchers).toEqual([]);
  });
});
