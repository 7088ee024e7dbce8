import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { bareHost, resolveAllowed, type Resolver, systemResolver } from './address-guard';

export interface PostResult {
  /** The receiver's HTTP status; null when none came. */
  statusCode: number | null;
  durationMs: number;
  /** Why this is a failure (no answer, a non-2xx answer, a redirect...); null for a 2xx answer. */
  error: string | null;
}

export interface PostOptions {
  url: string;
  body: string;
  headers: Record<string, string>;
  allowHosts: readonly string[];
  /** The whole exchange: resolving, connecting, sending, and reading the answer. */
  timeoutMs: number;
  /** The most of the answer's body read; the rest is dropped with the connection. */
  maxResponseBytes?: number;
  resolver?: Resolver;
}

// Kept-alive connections per receiver: a queue of deliveries to one endpoint reuses its connection. A new
// connection goes through the guarded lookup below, so reuse never skips the address check.
const agents = {
  http: new http.Agent({ keepAlive: true, maxSockets: 16, timeout: 30_000 }),
  https: new https.Agent({ keepAlive: true, maxSockets: 16, timeout: 30_000 }),
};

const errorText = (err: unknown): string => (err instanceof Error ? err.message : String(err)).slice(0, 500);

/**
 * POSTs one webhook body (docs/security.md#webhooks-and-ssrf). The host is resolved and checked first, and the
 * connection goes to that checked address (a `lookup` answering it), never to a second resolution. Redirects are
 * not followed: a 3xx is a failed delivery. Everything is bounded by `timeoutMs`, and at most `maxResponseBytes`
 * of the answer are read. Never throws: the outcome, failures included, is the result.
 */
export async function postWebhook(opts: PostOptions): Promise<PostResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const maxBytes = opts.maxResponseBytes ?? 64 * 1024;
  let url: URL;
  try {
    url = new URL(opts.url);
  } catch {
    return { statusCode: null, durationMs: 0, error: 'invalid URL' };
  }
  const host = bareHost(url);
  const plainAllowed = opts.allowHosts.includes(host);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && plainAllowed))
    return { statusCode: null, durationMs: 0, error: 'only https:// URLs are delivered to' };

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error(`timed out after ${opts.timeoutMs} ms`)), opts.timeoutMs);
  try {
    const target = await Promise.race([
      resolveAllowed(host, opts.allowHosts, opts.resolver ?? systemResolver),
      new Promise<never>((_, reject) =>
        controller.signal.addEventListener('abort', () => reject(controller.signal.reason as Error), { once: true }),
      ),
    ]);
    // The only address this request may connect to: the one just checked.
    const lookup: LookupFunction = (_hostname, options, callback) => {
      if ((options as { all?: boolean }).all)
        (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [
          { address: target.address, family: target.family },
        ]);
      else callback(null, target.address, target.family);
    };
    const client = url.protocol === 'https:' ? https : http;
    const statusCode = await new Promise<number>((resolve, reject) => {
      const req = client.request(
        url,
        {
          method: 'POST',
          headers: { ...opts.headers, 'content-length': String(Buffer.byteLength(opts.body)) },
          agent: url.protocol === 'https:' ? agents.https : agents.http,
          lookup,
          signal: controller.signal,
        },
        (res) => {
          let read = 0;
          res.on('data', (chunk: Buffer) => {
            read += chunk.length;
            // Enough: the status is what counts. The connection is dropped rather than reused.
            if (read > maxBytes) {
              res.destroy();
              resolve(res.statusCode ?? 0);
            }
          });
          res.on('end', () => resolve(res.statusCode ?? 0));
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(opts.body);
    });
    const durationMs = elapsed();
    if (statusCode >= 200 && statusCode < 300) return { statusCode, durationMs, error: null };
    if (statusCode >= 300 && statusCode < 400)
      return { statusCode, durationMs, error: `redirect not followed (HTTP ${statusCode})` };
    return { statusCode, durationMs, error: `HTTP ${statusCode}` };
  } catch (err) {
    const reason = controller.signal.aborted ? controller.signal.reason : err;
    return { statusCode: null, durationMs: elapsed(), error: errorText(reason) };
  } finally {
    clearTimeout(timer);
  }
}
