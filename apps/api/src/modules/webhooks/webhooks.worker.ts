import { WEBHOOK_HEADERS, type WebhookPayload } from '@atria/contracts/webhooks';
import type { Db } from '../../db/client';
import { retryDelayMs, type BackoffOptions } from '../outbox/backoff';
import type { Resolver } from './address-guard';
import { postWebhook } from './deliver';
import { signWebhook } from './signature';
import {
  type ClaimedEndpoint,
  type DisabledNotice,
  type QueuedDelivery,
  webhooksRepository as repo,
} from './webhooks.repository';

export interface WebhookLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface WebhookWorkerOptions {
  db: Db;
  log: WebhookLog;
  /** How long an idle worker waits before looking again. */
  pollMs: number;
  /** The longest one delivery may take (WEBHOOK_TIMEOUT_MS). */
  timeoutMs: number;
  /** How long a failing delivery is retried before it fails and its endpoint is turned off. */
  retryWindowMs: number;
  /** Hosts or addresses exempt from the SSRF guard (WEBHOOK_ALLOW_HOSTS). */
  allowHosts: readonly string[];
  /** Queues the notice that an endpoint was turned off, in the transaction that turns it off. */
  notifyDisabled(tx: Db, notice: DisabledNotice): Promise<void>;
  backoff?: BackoffOptions;
  /** Endpoints delivered to at once by this worker. */
  concurrency?: number;
  /** Deliveries sent to one endpoint before it is handed back (others get their turn). */
  perEndpoint?: number;
  resolver?: Resolver;
  maxResponseBytes?: number;
}

/** Retries: 10 s doubling up to an hour, until the retry window (24 h by default) has passed. */
export const WEBHOOK_BACKOFF: BackoffOptions = { baseMs: 10_000, maxMs: 60 * 60 * 1000 };

/** The body of a delivery: the event as the receiver gets it. */
export function webhookBody(d: {
  event_id: number;
  type: string;
  organization_id: number;
  event_created_at: Date;
  data: Record<string, unknown>;
}): string {
  const payload: WebhookPayload = {
    id: d.event_id,
    type: d.type,
    organization_id: d.organization_id,
    created_at: d.event_created_at.toISOString(),
    data: d.data,
  };
  return JSON.stringify(payload);
}

/**
 * Delivers queued webhook deliveries until stopped (docs/api.md#delivery). A worker takes whole endpoints
 * (webhooksRepository.claimEndpoints): one worker at a time per endpoint, any number of workers and instances
 * in all, so each endpoint's deliveries go out one after the other in queue order. A failed delivery stays at
 * the head of its endpoint's queue until it succeeds or its retry window ends; then it fails, the endpoint is
 * turned off and its organization's owners and admins are mailed. Every delivery is bounded in time, so a slow
 * receiver holds one of this worker's `concurrency` slots for at most WEBHOOK_TIMEOUT_MS, never the worker.
 */
export class WebhookWorker {
  private active = false;
  private stopping = false;
  private loop: Promise<void> | undefined;
  private sleeping: { wake: () => void } | undefined;
  private readonly leaseSeconds: number;

  constructor(private readonly opts: WebhookWorkerOptions) {
    // Long enough for a whole turn of one endpoint (cut off at half of it) plus one delivery in flight.
    this.leaseSeconds = Math.max(120, Math.ceil((opts.timeoutMs * 4) / 1000));
  }

  start(): void {
    if (this.active) return;
    this.active = true;
    this.stopping = false;
    this.loop = this.run();
  }

  wake(): void {
    this.sleeping?.wake();
  }

  /** Stops taking endpoints, finishes the deliveries under way and hands its endpoints back. */
  async stop(): Promise<void> {
    this.stopping = true;
    this.wake();
    await this.loop;
    this.loop = undefined;
    this.active = false;
  }

  /** One claim and its deliveries; returns how many endpoints were taken. */
  async runOnce(): Promise<number> {
    const limit = this.opts.concurrency ?? 8;
    const endpoints = await repo.claimEndpoints(this.opts.db, limit, this.leaseSeconds);
    await Promise.all(endpoints.map((e) => this.deliverEndpoint(e)));
    return endpoints.length;
  }

  private async run(): Promise<void> {
    while (!this.stopping) {
      let taken = 0;
      try {
        taken = await this.runOnce();
      } catch (err) {
        this.opts.log.warn({ err }, 'webhooks: claiming due endpoints failed; trying again');
      }
      if (taken === 0 && !this.stopping) await this.sleep(this.opts.pollMs);
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.sleeping = undefined;
        resolve();
      };
      const timer = setTimeout(wake, ms);
      this.sleeping = { wake };
    });
  }

  /** Sends the due head of the endpoint's queue, one delivery after the other, then hands the endpoint back. */
  private async deliverEndpoint(endpoint: ClaimedEndpoint): Promise<void> {
    const until = Date.now() + (this.leaseSeconds * 1000) / 2;
    const max = this.opts.perEndpoint ?? 100;
    try {
      // The queue is read in pages; each delivery is recorded before the next one is sent.
      let page: QueuedDelivery[] = [];
      for (let n = 0; n < max && !this.stopping && Date.now() < until; n += 1) {
        if (page.length === 0) page = await repo.queue(this.opts.db, endpoint.id, Math.min(50, max - n));
        const head = page.shift();
        if (!head?.due) break;
        const body = webhookBody(head);
        const timestamp = Math.floor(Date.now() / 1000);
        const result = await postWebhook({
          url: endpoint.url,
          body,
          headers: {
            'content-type': 'application/json',
            'user-agent': 'Atria-Webhooks/1',
            [WEBHOOK_HEADERS.id]: String(head.event_id),
            [WEBHOOK_HEADERS.timestamp]: String(timestamp),
            [WEBHOOK_HEADERS.signature]: signWebhook(endpoint.secret, timestamp, body),
          },
          allowHosts: this.opts.allowHosts,
          timeoutMs: this.opts.timeoutMs,
          maxResponseBytes: this.opts.maxResponseBytes,
          resolver: this.opts.resolver,
        });
        const attempt = { statusCode: result.statusCode, durationMs: result.durationMs, error: result.error };
        if (!result.error) {
          await repo.recordAttempt(this.opts.db, head.id, { status: 'delivered', ...attempt });
          continue;
        }
        const failingFor = Date.now() - (head.first_attempt_at?.getTime() ?? Date.now());
        if (failingFor >= this.opts.retryWindowMs) {
          await repo.recordAttempt(this.opts.db, head.id, { status: 'failed', ...attempt });
          const disabled = await repo.disableFailing(this.opts.db, endpoint.id, this.opts.notifyDisabled);
          this.opts.log.error(
            { webhookId: endpoint.id, deliveryId: head.id, attempts: head.attempts + 1, error: result.error },
            disabled ? 'webhooks: delivery failed for good; endpoint turned off' : 'webhooks: delivery failed for good',
          );
          break;
        }
        const retryInMs = Math.min(
          retryDelayMs(head.attempts + 1, this.opts.backoff ?? WEBHOOK_BACKOFF),
          Math.max(this.opts.retryWindowMs - failingFor, 0),
        );
        await repo.recordAttempt(this.opts.db, head.id, { status: 'pending', ...attempt, retryInMs });
        this.opts.log.warn(
          { webhookId: endpoint.id, deliveryId: head.id, attempts: head.attempts + 1, retryInMs, error: result.error },
          'webhooks: delivery failed; will retry',
        );
        // The queue waits behind its head: later deliveries are not sent before it (order per endpoint).
        break;
      }
    } catch (err) {
      // The lease ends and the endpoint is due again: at least once, never lost.
      this.opts.log.warn({ err, webhookId: endpoint.id }, 'webhooks: delivering to an endpoint failed');
    } finally {
      await repo.releaseEndpoint(this.opts.db, endpoint.id).catch((err: unknown) => {
        this.opts.log.warn({ err, webhookId: endpoint.id }, 'webhooks: handing an endpoint back failed');
      });
    }
  }
}
