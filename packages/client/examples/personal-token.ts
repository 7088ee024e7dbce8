/**
 * An integration with a personal access token (docs/api.md#authenticating-with-a-token): no password, no
 * refresh; the token is the bearer of every call. Run against a server: `ATRIA_URL=http://127.0.0.1:3000
 * ATRIA_TOKEN=atria_pat_... ATRIA_ORGANIZATION=1 pnpm --filter @atria/client exec tsx examples/personal-token.ts`.
 */
import { pathToFileURL } from 'node:url';
import { createApiClient, isApiError, memoryTokens } from '../src/index';

export interface TokenExampleResult {
  email: string;
  events: string[];
  /** What a change answered: `renamed`, or the refusal's code when the token may only read. */
  rename: string;
}

export async function runTokenExample(
  serverUrl: string,
  token: string,
  organizationId: number,
): Promise<TokenExampleResult> {
  // The token as the access token, and no refresh token: a 401 (expired or revoked) is final.
  const { api } = createApiClient({ baseUrl: `${serverUrl}/api`, tokens: memoryTokens({ access_token: token }) });

  const me = await api.auth.me();
  const { events } = await api.organizations.events({ params: { orgId: organizationId }, query: { per_page: 50 } });
  let rename = 'renamed';
  try {
    const organization = await api.organizations.get({ params: { id: organizationId } });
    await api.organizations.rename({ params: { id: organizationId }, body: { name: organization.name } });
  } catch (error) {
    if (!isApiError(error)) throw error;
    rename = error.data?.code ?? String(error.status); // FORBIDDEN with a read-only token
  }
  return { email: me.email, events: events.map((event) => event.title), rename };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { ATRIA_URL = 'http://127.0.0.1:3000', ATRIA_TOKEN = '', ATRIA_ORGANIZATION = '1' } = process.env;
  runTokenExample(ATRIA_URL, ATRIA_TOKEN, Number(ATRIA_ORGANIZATION)).then(
    (result) => process.stdout.write(`${JSON.stringify(result, null, 2)}\n`),
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = 1;
    },
  );
}
