import type { AddressInfo } from 'node:net';
import { makeEvent } from '@atria/api/src/test/fixtures';
import { createTestApp, type TestApp } from '@atria/api/src/test/helpers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runTokenExample } from '../examples/personal-token';
import { createApiClient, memoryTokens } from './index';

// Runs the personal-token example of docs/api.md and examples/personal-token.ts against a listening server.
let t: TestApp;
let serverUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  serverUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => t.close());

async function owner(email: string, name: string) {
  const tokens = memoryTokens();
  const { api } = createApiClient({ baseUrl: `${serverUrl}/api`, tokens });
  tokens.saveTokens(
    await api.auth.signup({
      body: { email, password: 'correct horse battery', first_name: 'Ada', last_name: 'Token' },
    }),
  );
  const organization = await api.organizations.create({ body: { name } });
  await makeEvent(t.database.db, organization.id, [], 'Token Summit');
  return { api, organizationId: organization.id };
}

describe('the personal token example', () => {
  it('reads with a read token, and its change is refused with FORBIDDEN', async () => {
    const { api, organizationId } = await owner('token-reader@example.com', 'Reader Org');
    const { token } = await api.tokens.create({
      body: { name: 'reader', scopes: ['read'], organization_ids: [organizationId], expires_in_days: 30 },
    });
    await expect(runTokenExample(serverUrl, token, organizationId)).resolves.toEqual({
      email: 'token-reader@example.com',
      events: ['Token Summit'],
      rename: 'FORBIDDEN',
    });
  });

  it('changes things with a write token, and a revoked token is refused with 401', async () => {
    const { api, organizationId } = await owner('token-writer@example.com', 'Writer Org');
    const created = await api.tokens.create({
      body: { name: 'writer', scopes: ['read', 'write'], expires_in_days: null },
    });
    await expect(runTokenExample(serverUrl, created.token, organizationId)).resolves.toMatchObject({
      rename: 'renamed',
    });
    await api.tokens.revoke({ params: { id: created.id } });
    await expect(runTokenExample(serverUrl, created.token, organizationId)).rejects.toMatchObject({ status: 401 });
  });
});
