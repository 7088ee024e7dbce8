import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's security headers, worked out once. Helmet's middleware sets the same headers on every response
 * and rebuilds the Content-Security-Policy string each time (it allows per-request values, such as nonces,
 * which our policy has none of): about 5 % of the API's CPU under load. Running the middleware once against
 * a recording response keeps Helmet the author of every header and value; each response then gets the record.
 */
export function securityHeaders(options: Readonly<HelmetOptions>): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let finished = false;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
    finished = true;
  });
  // Helmet's middleware is synchronous; if a version stopped being so, the record above would be incomplete.
  if (!finished) throw new Error('helmet did not set its headers synchronously');
  return Object.freeze(headers);
}
