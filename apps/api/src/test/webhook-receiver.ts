import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Db } from '../db/client';
import { WebhookWorker, type WebhookWorkerOptions } from '../modules/webhooks/webhooks.worker';
import { silentLog } from './outbox-helpers';

export interface ReceivedHook {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  at: number;
}

/**
 * A webhook receiver on 127.0.0.1 for tests: records every request, and answers what `respond` says (200 by
 * default): a status, a delay before answering, extra headers (a redirect's Location).
 */
export interface WebhookReceiver {
  url: (path?: string) => string;
  port: number;
  received: ReceivedHook[];
  respond: (hook: ReceivedHook) => { status?: number; delayMs?: number; headers?: Record<string, string> };
  close(): Promise<void>;
}

export async function startReceiver(): Promise<WebhookReceiver> {
  const receiver: WebhookReceiver = {
    url: () => '',
    port: 0,
    received: [],
    respond: () => ({ status: 200 }),
    close: async () => undefined,
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const hook: ReceivedHook = {
        path: req.url ?? '/',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        at: Date.now(),
      };
      receiver.received.push(hook);
      const answer = receiver.respond(hook);
      const send = () => {
        if (res.destroyed) return;
        res.writeHead(answer.status ?? 200, answer.headers ?? {});
        res.end('ok');
      };
      if (answer.delayMs) setTimeout(send, answer.delayMs).unref();
      else send();
    });
  });
  server.keepAliveTimeout = 1_000;
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  receiver.port = port;
  receiver.url = (path = '/hook') => `http://127.0.0.1:${port}${path}`;
  receiver.close = async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return receiver;
}

/** A webhook worker with test timings: quick polls and retries, 127.0.0.1 allowed. */
export function webhookWorker(db: Db, opts: Partial<WebhookWorkerOptions> = {}): WebhookWorker {
  return new WebhookWorker({
    db,
    log: silentLog,
    pollMs: 20,
    timeoutMs: 2_000,
    retryWindowMs: 60_000,
    allowHosts: ['127.0.0.1'],
    backoff: { baseMs: 20, maxMs: 100 },
    notifyDisabled: async () => undefined,
    ...opts,
  });
}

/** Runs the worker's claims until nothing is due any more (or `maxRounds`). */
export async function drain(worker: WebhookWorker, maxRounds = 200): Promise<void> {
  for (let i = 0; i < maxRounds; i += 1) if ((await worker.runOnce()) === 0) return;
}
