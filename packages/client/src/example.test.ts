import type { AddressInfo } from 'node:net';
import { createTestApp, type TestApp } from '@atria/api/src/test/helpers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plainPng } from '@atria/api/src/modules/media/image.fixture';
import { runExample } from '../examples/login';
import { ApiError, createApiClient, memoryTokens } from './index';

let t: TestApp;
let serverUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = t.app.server.address() as AddressInfo;
  serverUrl = `http://127.0.0.1:${port}`;
});
afterAll(async () => t.close());

const password = 'correct horse battery';

async function signUp(email: string) {
  const tokens = memoryTokens();
  const { api } = createApiClient({ baseUrl: `${serverUrl}/api`, tokens });
  tokens.saveTokens(await api.auth.signup({ body: { email, password, first_name: 'Ada', last_name: 'Client' } }));
  return { api, tokens };
}

describe('the README example against a listening server', () => {
  it('logs in with email and password and reads the account and its organizations', async () => {
    const { api } = await signUp('example-reader@example.com');
    await api.organizations.create({ body: { name: 'Example Org' } });
    await expect(runExample(serverUrl, 'example-reader@example.com', password)).resolves.toEqual({
      email: 'example-reader@example.com',
      organizations: ['Example Org'],
    });
  });

  it('rejects bad credentials with the error body as an ApiError', async () => {
    const failure = await runExample(serverUrl, 'nobody@example.com', 'wrong password here').catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 401, data: { code: 'UNAUTHENTICATED' } });
  });
});

describe('the client', () => {
  it('fills path parameters and answers 204 with null', async () => {
    const { api } = await signUp('client-paths@example.com');
    const organization = await api.organizations.create({ body: { name: 'Paths Org' } });
    await expect(api.organizations.get({ params: { id: organization.id } })).resolves.toMatchObject({
      name: 'Paths Org',
    });
    await expect(api.organizations.remove({ params: { id: organization.id } })).resolves.toBeNull();
    await expect(api.organizations.get({ params: { id: organization.id } })).rejects.toMatchObject({ status: 404 });
  });

  it("sends a PATCH with its JSON body: an event's networking settings change and read back", async () => {
    const { api } = await signUp('client-patch@example.com');
    const organization = await api.organizations.create({ body: { name: 'Patch Org' } });
    const event = await api.organizations.createEvent({
      params: { orgId: organization.id },
      body: {
        title: 'Patch Summit',
        event_type: 'CONFERENCE',
        start_date: '2031-06-01',
        end_date: '2031-06-02',
        company_name: 'Patch Co',
      },
    });
    const params = { id: event.id };
    await expect(api.network.eventSettings({ params })).resolves.toEqual({
      event_id: event.id,
      directory_enabled: true,
      icebreaker: null,
    });
    await expect(
      api.network.updateEventSettings({ params, body: { directory_enabled: false, icebreaker: 'Why are you here?' } }),
    ).resolves.toMatchObject({ directory_enabled: false, icebreaker: 'Why are you here?' });
    await expect(api.network.eventSettings({ params })).resolves.toMatchObject({ directory_enabled: false });
    await expect(
      api.network.updateEventSettings({ params, body: { icebreaker: 'z'.repeat(201) } }),
    ).rejects.toMatchObject({ status: 422, data: { code: 'VALIDATION' } });
  });

  it('refreshes an expired access token once and replays the call', async () => {
    const { api, tokens } = await signUp('client-refresh@example.com');
    const refresh = tokens.getRefreshToken();
    tokens.saveTokens({ access_token: 'not-a-valid-token' });
    const [first, second] = await Promise.all([api.auth.me(), api.auth.me()]);
    expect(first.email).toBe('client-refresh@example.com');
    expect(second.email).toBe('client-refresh@example.com');
    expect(tokens.getAccessToken()).not.toBe('not-a-valid-token');
    expect(tokens.getRefreshToken()).not.toBe(refresh);
  });

  it('ends the login when the refresh is refused', async () => {
    const { api, tokens } = await signUp('client-ended@example.com');
    let ended = 0;
    const client = createApiClient({
      baseUrl: `${serverUrl}/api`,
      tokens: memoryTokens({ access_token: 'not-a-valid-token', refresh_token: 'not-a-refresh-token' }),
      onSessionEnded: () => (ended += 1),
    });
    await expect(client.api.auth.me()).rejects.toMatchObject({ status: 401 });
    expect(ended).toBe(1);
    await expect(api.auth.me()).resolves.toMatchObject({ email: 'client-ended@example.com' });
    expect(tokens.getAccessToken()).not.toBeNull();
  });
});

describe('uploads', () => {
  it('sends an endpoint with `upload` as raw bytes with its content type', async () => {
    const { api } = await signUp('client-upload@example.com');
    const image = await api.users.setAvatar({ body: new Uint8Array(await plainPng(96, 96)), contentType: 'image/png' });
    expect(image.purpose).toBe('AVATAR');
    expect(image.variants.some((v) => v.width === 64)).toBe(true);
    expect((await api.auth.me()).avatar?.id).toBe(image.id);
    await expect(api.users.removeAvatar()).resolves.toBeNull();
    expect((await api.auth.me()).avatar).toBeNull();
  });
});
