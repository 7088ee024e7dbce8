import { request as httpRequest, Agent } from 'node:http';
import { describe, expect, it } from 'vitest';
import { createTestApp, uniqueEmail } from '../test/helpers';
import { listen } from '../test/socket-client';

describe('closing with a request in flight on a keep-alive connection', () => {
  it('answers it with Connection: close and finishes closing at once, not at the keep-alive timeout', async () => {
    const t = await createTestApp();
    const base = new URL(await listen(t.app));
    const agent = new Agent({ keepAlive: true });
    try {
      const received = new Promise((resolve) => t.app.server.once('request', resolve));
      const body = JSON.stringify({
        email: uniqueEmail('drain'),
        password: 'long enough pw',
        first_name: 'D',
        last_name: 'Rain',
      });
      const answer = new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
        const req = httpRequest(
          {
            host: base.hostname,
            port: base.port,
            path: '/api/auth/signup',
            method: 'POST',
            agent,
            headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
          },
          (res) => {
            res.resume();
            res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
          },
        );
        req.on('error', reject);
        req.end(body);
      });
      await received;
      const started = Date.now();
      // The sign-up is hashing its password: closing starts while it is in flight.
      await t.close();
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(await answer).toEqual({ status: 201, connection: 'close' });
    } finally {
      agent.destroy();
    }
  });
});
