import type { Db, Listening } from '../../db/client';
import { DEFAULT_BACKOFF, retryDelayMs, type BackoffOptions } from './backoff';
import { outboxRepository as repo, type ClaimedItem } from './outbox.repository';

export { OUTBOX_CHANNEL } from './outbox.repository';

/** Delivers the items of one kind (docs/outbox.md#workers). */
export interface OutboxHandler {
  /** Delivers one item; throwing makes it retried later (or failed at once when `isPermanent` says so). */
  deliver(payload: Record<string, unknown>): Promise<void>;
  /** What of the payload is kept once delivered: secrets (claim links) are dropped. */
  keep(payload: Record<string, unknown>): Record<string, unknown>;
  /** When set, nothing can deliver this kind here: items are held with this reason instead of attempted. */
  heldReason?: string;
  /** An error no retry can fix (e.g. an SMTP 5xx answer): the item fails at once. */
  isPermanent?(err: unknown): boolean;
  /** Frees what the handler holds (a connection pool) when the worker stops. */
  close?(): Promise<void> | void;
}

export interface OutboxLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface OutboxWorkerOptions {
  db: Db;
  handlers: Record<string, OutboxHandler>;
  log: OutboxLog;
  /** How long an idle worker waits before looking again. */
  pollMs: number;
  maxAttempts: number;
  /** Items taken per claim. */
  batchSize?: number;
  /** Items of a batch delivered at once. */
  concurrency?: number;
  /** How long a taken item is reserved for this worker; longer than any delivery can take. */
  leaseSeconds?: number;
  backoff?: BackoffOptions;
  /**
   * Wakes the worker when items are queued (PostgreSQL LISTEN on OUTBOX_CHANNEL, `Database.listen`), so an
   * idle worker starts on new items at once instead of at its next poll; the poll stays as the fallback.
   */
  listen?: (wake: () => void) => Listening;
}

const errorText = (err: unknown): string => (err instanceof Error ? err.message : String(err)).slice(0, 1_000);

/**
 * Takes due outbox items and delivers them through the handler of their kind, until stopped. Any number of
 * workers, in one process or many, can share a database: each item is taken by one of them at a time
 * (outboxRepository.claim). `stop()` finishes the deliveries under way, hands back the items taken but not yet
 * started, and resolves once nothing is in flight.
 */
export class OutboxWorker {
  private active = false;
  private stopping = false;
  private loop: Promise<void> | undefined;
  private sleeping: { timer: NodeJS.Timeout; wake: () => void } | undefined;
  private readonly kinds: string[];
  private listening: Listening | undefined;

  constructor(private readonly opts: OutboxWorkerOptions) {
    this.kinds = Object.keys(opts.handlers);
  }

  start(): void {
    if (this.active) return;
    this.active = true;
    this.stopping = false;
    this.listening = this.opts.listen?.(() => this.wake());
    this.loop = this.run();
  }

  /** Looks for due items now instead of at the next poll (e.g. just after a commit that queued some). */
  wake(): void {
    this.sleeping?.wake();
  }

  async stop(): Promise<void> {
    this.stopping = true;
    this.wake();
    await this.listening?.stop();
    this.listening = undefined;
    await this.loop;
    this.loop = undefined;
    this.active = false;
    for (const handler of Object.values(this.opts.handlers)) await handler.close?.();
  }

  /**
   * One claim and its deliveries; returns how many items were taken. The items delivered are marked `sent`
   * together, in one statement, once the batch is through (a failure is recorded as it happens).
   */
  async runOnce(): Promise<number> {
    const batch = await repo.claim(this.opts.db, this.kinds, this.opts.batchSize ?? 100, this.opts.leaseSeconds ?? 300);
    const deliverable: ClaimedItem[] = [];
    const held = new Map<string, ClaimedItem[]>();
    for (const item of batch) {
      const handler = this.opts.handlers[item.kind];
      if (handler?.heldReason) held.set(item.kind, [...(held.get(item.kind) ?? []), item]);
      else deliverable.push(item);
    }
    for (const [kind, items] of held) await this.hold(kind, items);
    const queue = [...deliverable];
    const sent: { id: number; payload: Record<string, unknown> }[] = [];
    const runner = async () => {
      for (let item = queue.shift(); item; item = queue.shift()) {
        if (this.stopping) {
          queue.unshift(item);
          return;
        }
        const kept = await this.deliver(item);
        if (kept) sent.push({ id: item.id, payload: kept });
      }
    };
    await Promise.all(Array.from({ length: Math.min(this.opts.concurrency ?? 16, Math.max(queue.length, 1)) }, runner));
    try {
      await repo.markManySent(this.opts.db, sent);
    } catch (err) {
      // Delivered but not recorded: delivered again once their lease ends (at-least-once, docs/outbox.md).
      this.opts.log.error({ err, outboxIds: sent.map((s) => s.id) }, 'outbox: recording deliveries failed');
    }
    await repo.release(
      this.opts.db,
      queue.map((i) => i.id),
    );
    return batch.length;
  }

  private async run(): Promise<void> {
    while (!this.stopping) {
      let taken = 0;
      try {
        taken = await this.runOnce();
      } catch (err) {
        this.opts.log.warn({ err }, 'outbox: claiming due items failed; trying again');
      }
      if (taken < (this.opts.batchSize ?? 100) && !this.stopping) await this.sleep(this.opts.pollMs);
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
      this.sleeping = { timer, wake };
    });
  }

  private async hold(kind: string, items: ClaimedItem[]): Promise<void> {
    const reason = this.opts.handlers[kind]?.heldReason ?? 'held';
    await repo.markHeld(
      this.opts.db,
      items.map((i) => i.id),
      reason,
    );
    for (const item of items)
      this.opts.log.warn(
        { outboxId: item.id, kind, to: item.payload.to, subject: item.payload.subject },
        `outbox: ${reason}`,
      );
  }

  /** Delivers one item and returns the payload to keep once it is marked sent; a failure is recorded here. */
  private async deliver(item: ClaimedItem): Promise<Record<string, unknown> | undefined> {
    const handler = this.opts.handlers[item.kind];
    if (!handler) return undefined;
    try {
      await handler.deliver(item.payload);
    } catch (err) {
      const error = errorText(err);
      const last = item.attempts >= this.opts.maxAttempts || handler.isPermanent?.(err) === true;
      try {
        if (last) {
          await repo.markFailed(this.opts.db, item.id, error);
          this.opts.log.error(
            { outboxId: item.id, kind: item.kind, attempts: item.attempts, error },
            'outbox: delivery failed for good',
          );
        } else {
          const delayMs = retryDelayMs(item.attempts, this.opts.backoff ?? DEFAULT_BACKOFF);
          await repo.markRetry(this.opts.db, item.id, error, delayMs);
          this.opts.log.warn(
            { outboxId: item.id, kind: item.kind, attempts: item.attempts, delayMs, error },
            'outbox: delivery failed; will retry',
          );
        }
      } catch (markErr) {
        // The lease ends and the item is due again: delivered at least once more, never lost.
        this.opts.log.warn({ err: markErr, outboxId: item.id }, 'outbox: recording a failed delivery failed');
      }
      return undefined;
    }
    return handler.keep(item.payload);
  }
}
