import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import helmet from 'helmet';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers';

const options = {
  contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], frameAncestors: ["'none'"] } },
  crossOriginEmbedderPolicy: false,
};

/** The headers Helmet's middleware itself puts on a real response, without the ones Node adds. */
async function helmetOnARealResponse(): Promise<Record<string, string>> {
  const middleware = helmet(options);
  const server = http.createServer((req, res) => middleware(req, res, () => res.end('ok')));
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  try {
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    const own = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);
    return Object.fromEntries([...res.headers].filter(([name]) => !own.has(name)));
  } finally {
    server.close();
  }
}

describe('securityHeaders', () => {
  it("records exactly the headers and values Helmet's middleware sets", async () => {
    const recorded = securityHeaders(options);
    expect(recorded['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(recorded['x-content-type-options']).toBe('nosniff');
    expect(recorded).toEqual(await helmetOnARealResponse());
  });
});
