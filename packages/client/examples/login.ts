/**
 * An API consumer from Node: log in with email and password, then call the API with the access token (refreshed
 * by the client when it expires). Run against a server: `ATRIA_URL=http://127.0.0.1:3000 ATRIA_EMAIL=...
 * ATRIA_PASSWORD=... pnpm --filter @atria/client example`.
 */
import { pathToFileURL } from 'node:url';
import { createApiClient, memoryTokens } from '../src/index';

export interface ExampleResult {
  email: string;
  organizations: string[];
}

export async function runExample(serverUrl: string, email: string, password: string): Promise<ExampleResult> {
  const tokens = memoryTokens();
  const { api } = createApiClient({ baseUrl: `${serverUrl}/api`, tokens });

  tokens.saveTokens(await api.auth.login({ body: { email, password } }));
  const me = await api.auth.me();
  const { organizations } = await api.organizations.list({ query: { per_page: 10 } });
  return { email: me.email, organizations: organizations.map((organization) => organization.name) };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { ATRIA_URL = 'http://127.0.0.1:3000', ATRIA_EMAIL = '', ATRIA_PASSWORD = '' } = process.env;
  runExample(ATRIA_URL, ATRIA_EMAIL, ATRIA_PASSWORD).then(
    (result) => process.stdout.write(`${JSON.stringify(result, null, 2)}\n`),
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = 1;
    },
  );
}
