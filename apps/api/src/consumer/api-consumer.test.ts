import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, uniqueEmail, type TestApp } from '../test/helpers';
import { listen } from '../test/socket-client';

/*
 * The API as a consumer meets it: over a real socket (the app listening on 127.0.0.1, port 0), through supertest,
 * with nothing but URLs, JSON bodies and headers. The other suites use `inject`, which skips the HTTP server.
 */

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  base = await listen(t.app);
});
afterAll(async () => t.close());

const future = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const bearer = (token: string): Record<string, string> => ({ authorization: `Bearer ${token}` });
const ERROR_BODY = { status: expect.any(Number), code: expect.any(String), message: expect.any(String) };

interface Account {
  id: number;
  token: string;
}

async function register(first_name: string): Promise<Account & { email: string; password: string }> {
  const email = uniqueEmail('consumer');
  const password = 'a consumer password';
  const signup = await request(base)
    .post('/api/auth/signup')
    .send({ email, password, first_name, last_name: 'Consumer' })
    .expect(201);
  expect(signup.body).toMatchObject({ access_token: expect.any(String), refresh_token: expect.any(String) });
  const login = await request(base)
    .post('/api/auth/login')
    .send({ email, password })
    .expect('content-type', /application\/json/)
    .expect(200);
  const me = await request(base).get('/api/auth/me').set(bearer(login.body.access_token)).expect(200);
  expect(me.body).toMatchObject({ email, first_name });
  return { id: me.body.id, token: login.body.access_token, email, password };
}

describe('an API consumer over HTTP', () => {
  it('registers, logs in, creates an organization, an event and a session, and lists the agenda', async () => {
    const alice = await register('Alice');
    const org = await request(base)
      .post('/api/organizations')
      .set(bearer(alice.token))
      .send({ name: 'Consumer Org' })
      .expect(201);
    const event = await request(base)
      .post(`/api/organizations/${org.body.id}/events`)
      .set(bearer(alice.token))
      .send({
        title: 'Consumer Conf',
        event_type: 'CONFERENCE',
        start_date: future(20),
        end_date: future(21),
        company_name: 'Acme',
      })
      .expect(201);
    const session = await request(base)
      .post(`/api/events/${event.body.id}/sessions`)
      .set(bearer(alice.token))
      .send({ title: 'Opening keynote', start_time: '09:00', end_time: '10:00', day_number: 1 })
      .expect(201);
    expect(session.body).toMatchObject({
      id: expect.any(Number),
      title: 'Opening keynote',
      start_time: '09:00',
      end_time: '10:00',
    });

    const agenda = await request(base)
      .get(`/api/events/${event.body.id}/sessions`)
      .set(bearer(alice.token))
      .expect(200);
    expect(agenda.body.sessions.map((s: { id: number }) => s.id)).toEqual([session.body.id]);
    expect(agenda.body).toMatchObject({ total_items: 1, current_page: 1 });
    // A consumer that keeps the ETag revalidates for free.
    const etag = String(agenda.headers.etag);
    expect(etag).toMatch(/^(W\/)?"/);
    const again = await request(base)
      .get(`/api/events/${event.body.id}/sessions`)
      .set(bearer(alice.token))
      .set('if-none-match', etag)
      .expect(304);
    expect(again.text).toBe('');
  });

  it('sends a direct message over HTTP that the other participant reads', async () => {
    const [alice, bob] = await Promise.all([register('Alicia'), register('Bob')]);
    const org = await request(base)
      .post('/api/organizations')
      .set(bearer(alice.token))
      .send({ name: 'Chat Org' })
      .expect(201);
    await request(base)
      .post(`/api/organizations/${org.body.id}/users`)
      .set(bearer(alice.token))
      .send({ email: bob.email, first_name: 'Bob', last_name: 'Consumer', role: 'MEMBER' })
      .expect(201);

    const thread = await request(base)
      .post('/api/direct-messages/threads')
      .set(bearer(alice.token))
      .send({ user_id: bob.id })
      .expect(201);
    const sent = await request(base)
      .post(`/api/direct-messages/threads/${thread.body.id}/messages`)
      .set(bearer(alice.token))
      .send({ content: 'Hello Bob' })
      .expect(201);
    expect(sent.body).toMatchObject({ content: 'Hello Bob', sender_id: alice.id, is_sender: true, status: 'SENT' });

    const inbox = await request(base).get('/api/direct-messages/threads').set(bearer(bob.token)).expect(200);
    expect(inbox.body.threads).toEqual([expect.objectContaining({ id: thread.body.id, unread_count: 1 })]);
    const page = await request(base)
      .get(`/api/direct-messages/threads/${thread.body.id}/messages`)
      .set(bearer(bob.token))
      .expect(200);
    expect(page.body.messages).toEqual([
      expect.objectContaining({ id: sent.body.id, content: 'Hello Bob', is_sender: false }),
    ]);
    const read = await request(base)
      .post(`/api/direct-messages/threads/${thread.body.id}/read`)
      .set(bearer(bob.token))
      .expect(200);
    expect(read.body).toEqual({ thread_id: thread.body.id, reader_id: bob.id, message_ids: [sent.body.id] });
  });
});

describe('error bodies a consumer can rely on', () => {
  it('answers a call without a token with 401 in the error body', async () => {
    const res = await request(base)
      .get('/api/auth/me')
      .expect(401)
      .expect('content-type', /application\/json/);
    expect(res.body).toEqual({ ...ERROR_BODY, status: 401, code: 'UNAUTHENTICATED' });
  });

  it('answers an invalid body with 422 and the messages per field', async () => {
    const res = await request(base)
      .post('/api/auth/signup')
      .send({ email: 'not an email', password: 'short', first_name: '', last_name: 'X' })
      .expect(422);
    expect(res.body).toMatchObject({
      status: 422,
      code: 'VALIDATION',
      errors: { email: expect.any(Array), password: expect.any(Array), first_name: expect.any(Array) },
    });
  });

  it('answers malformed JSON with 400, and an unknown path with 404, in the same body', async () => {
    const malformed = await request(base)
      .post('/api/auth/login')
      .set('content-type', 'application/json')
      .send('{"email": ')
      .expect(400);
    expect(malformed.body).toEqual({ status: 400, code: 'BAD_REQUEST', message: 'Malformed JSON body' });
    const missing = await request(base).get('/api/no-such-thing').expect(404);
    expect(missing.body).toEqual({ status: 404, code: 'NOT_FOUND', message: 'Route GET /api/no-such-thing not found' });
  });

  it('answers a resource the caller may not see with 404, not 403', async () => {
    const [owner, outsider] = await Promise.all([register('Olga'), register('Otto')]);
    const org = await request(base)
      .post('/api/organizations')
      .set(bearer(owner.token))
      .send({ name: 'Private Org' })
      .expect(201);
    const res = await request(base).get(`/api/organizations/${org.body.id}`).set(bearer(outsider.token)).expect(404);
    expect(res.body).toMatchObject({ ...ERROR_BODY, code: 'NOT_FOUND' });
  });
});

describe('headers', () => {
  it('sends the security headers on API answers', async () => {
    const res = await request(base).get('/api/health').expect(200);
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toEqual(expect.any(String));
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('enables no CORS: another origin gets no Access-Control-Allow-Origin, even on a preflight', async () => {
    const simple = await request(base).get('/api/health').set('origin', 'https://elsewhere.example');
    expect(simple.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await request(base)
      .options('/api/auth/me')
      .set('origin', 'https://elsewhere.example')
      .set('access-control-request-method', 'GET')
      .set('access-control-request-headers', 'authorization');
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-headers']).toBeUndefined();
  });

  it('publishes the socket protocol for this server', async () => {
    const res = await request(base).get('/api/docs/asyncapi.json').expect(200);
    expect(res.body.servers.api).toMatchObject({ host: new URL(base).host, protocol: 'ws', pathname: '/socket.io' });
  });
});
