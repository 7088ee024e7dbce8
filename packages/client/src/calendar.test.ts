import type { AddressInfo } from 'node:net';
import { createTestApp, type TestApp } from '@atria/api/src/test/helpers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, memoryTokens } from './index';

let t: TestApp;
let serverUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = t.app.server.address() as AddressInfo;
  serverUrl = `http://127.0.0.1:${port}`;
});
afterAll(async () => t.close());

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

describe('bookmarks and the personal feed through the typed client', () => {
  it('bookmarks a session, reads it in my agenda and subscribes to it by the feed URL', async () => {
    const tokens = memoryTokens();
    const { api } = createApiClient({ baseUrl: `${serverUrl}/api`, tokens });
    tokens.saveTokens(
      await api.auth.signup({
        body: {
          email: 'client-agenda@example.com',
          password: 'correct horse battery',
          first_name: 'Ada',
          last_name: 'Agenda',
        },
      }),
    );
    const org = await api.organizations.create({ body: { name: 'Agenda Org' } });
    const event = await api.organizations.createEvent({
      params: { orgId: org.id },
      body: {
        title: 'Zoned Conf',
        event_type: 'CONFERENCE',
        start_date: inDays(30),
        end_date: inDays(31),
        company_name: 'Acme',
        time_zone: 'Europe/Berlin',
      },
    });
    expect(event.time_zone).toBe('Europe/Berlin');
    const session = await api.sessions.create({
      params: { eventId: event.id },
      body: { title: 'Opening', day_number: 1, start_time: '09:00', end_time: '10:00' },
    });

    await expect(api.bookmarks.add({ params: { id: session.id } })).resolves.toEqual({
      session_id: session.id,
      bookmarked: true,
    });
    const agenda = await api.bookmarks.myAgenda();
    expect(agenda.items.map((i) => [i.session_id, i.event.time_zone, i.start_time])).toEqual([
      [session.id, 'Europe/Berlin', '09:00'],
    ]);

    const feed = await api.calendar.createFeed();
    const res = await fetch(`${serverUrl}${feed.path}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(await res.text()).toContain(`session-${session.id}@`);
    await expect(api.calendar.feedStatus()).resolves.toEqual({ active: true, created_at: feed.created_at });
  });
});
