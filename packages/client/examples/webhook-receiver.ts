/**
 * A webhook receiver (docs/api.md#verifying-a-signature): checks each delivery's signature with `verifyWebhook`
 * before trusting it, answers 204 quickly, and deduplicates by the event id. Run: `ATRIA_WEBHOOK_SECRET=whsec_…
 * PORT=4000 pnpm --filter @atria/client exec tsx examples/webhook-receiver.ts`.
 */
import http from 'node:http';
import { pathToFileURL } from 'node:url';
import { verifyWebhook, WebhookVerificationError } from '../src/index';

export interface ReceivedEvent {
  id: number;
  type: string;
  data: Record<string, unknown>;
}

/** The request handler: verify, answer, then act on each event once. */
export function webhookHandler(secret: string, onEvent: (event: ReceivedEvent) => void): http.RequestListener {
  const seen = new Set<number>();
  return (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      // The raw body, exactly as it arrived: parsing and serializing it again would break the signature.
      const body = Buffer.concat(chunks);
      verifyWebhook({ secret, body, headers: req.headers }).then(
        (event) => {
          res.writeHead(204).end();
          // Retries and redeliveries carry the same id: handle each event once.
          if (seen.has(event.id)) return;
          seen.add(event.id);
          onEvent({ id: event.id, type: event.type, data: event.data });
        },
        (error: unknown) => {
          res.writeHead(error instanceof WebhookVerificationError ? 401 : 500).end();
        },
      );
    });
  };
}

export const webhookReceiver = (secret: string, onEvent: (event: ReceivedEvent) => void): http.Server =>
  http.createServer(webhookHandler(secret, onEvent));

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { ATRIA_WEBHOOK_SECRET = '', PORT = '4000' } = process.env;
  webhookReceiver(ATRIA_WEBHOOK_SECRET, (event) =>
    process.stdout.write(`${event.type} ${JSON.stringify(event.data)}\n`),
  ).listen(Number(PORT), '127.0.0.1');
}
