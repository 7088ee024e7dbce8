import { DATA_EXPORT_LIMITS } from '@atria/contracts';
import type { Db } from '../../db/client';
import { ExportCancelled, writeArchive } from './export.archive';
import type { ExportFiles } from './export.files';
import { exportRepository, type ClaimedExport } from './export.repository';

export interface ExportLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface ExportWorkerOptions {
  db: Db;
  files: ExportFiles;
  log: ExportLog;
  /** How long an idle worker waits before looking again (a request on this instance wakes it at once). */
  pollMs: number;
  /** Rows read per statement while building. */
  pageSize?: number;
  /** How long a job stays this worker's without a renewal (renewed before every section and every 20 pages). */
  leaseSeconds?: number;
  /** Tries before a job fails (a worker that died mid-build counts as one). */
  maxAttempts?: number;
  /** How often expired archives and orphaned files are removed. */
  cleanupEveryMs?: number;
  /** The repository (tests count its reads). */
  repo?: typeof exportRepository;
}

/** What one `runOnce` did. */
export type ExportOutcome = 'idle' | 'ready' | 'failed' | 'cancelled' | 'retry';

/**
 * Builds data export archives until stopped (docs/security.md#data-export). Like the outbox and webhook workers,
 * any number of them, in one process or many, share the table: a job is claimed with FOR UPDATE SKIP LOCKED and
 * held under a lease the builder renews, so no job is built twice at once and one left by a worker that died is
 * taken again once its lease ends. A job removed while it is built (its account was deleted) stops the build
 * at its next renewal, and its file is never kept: the worker records READY only while its job is still there.
 */
export class ExportWorker {
  private active = false;
  private stopping = false;
  private loop: Promise<void> | undefined;
  private sleeping: { wake: () => void } | undefined;
  private lastCleanup = 0;

  constructor(private readonly opts: ExportWorkerOptions) {}

  private get repo() {
    return this.opts.repo ?? exportRepository;
  }

  private get leaseSeconds() {
    return this.opts.leaseSeconds ?? 300;
  }

  start(): void {
    if (this.active) return;
    this.active = true;
    this.stopping = false;
    this.loop = this.run();
  }

  /** Looks for jobs now instead of at the next poll (a request was just made on this instance). */
  wake(): void {
    this.sleeping?.wake();
  }

  /** Stops taking jobs; the build under way is cancelled and its job handed back for another worker. */
  async stop(): Promise<void> {
    this.stopping = true;
    this.wake();
    await this.loop;
    this.loop = undefined;
    this.active = false;
  }

  /** Takes one due job and builds it. */
  async runOnce(): Promise<ExportOutcome> {
    await this.cleanupIfDue();
    const job = await this.repo.claim(this.opts.db, this.leaseSeconds);
    if (!job) return 'idle';
    if (job.attempts > (this.opts.maxAttempts ?? 3)) {
      await this.repo.markFailed(this.opts.db, job, DATA_EXPORT_LIMITS.keptDays);
      this.opts.log.error({ exportId: job.id, attempts: job.attempts }, 'data export: failed for good');
      return 'failed';
    }
    return this.build(job);
  }

  private async build(job: ClaimedExport): Promise<ExportOutcome> {
    const { db, files, log } = this.opts;
    const file = await files.create(job.id);
    try {
      await writeArchive(
        {
          db,
          userId: job.user_id,
          pageSize: this.opts.pageSize ?? 1000,
          repo: this.opts.repo,
          keepGoing: async () => !this.stopping && (await this.repo.renew(db, job, this.leaseSeconds)),
        },
        file.stream,
      );
    } catch (err) {
      await file.discard();
      if (err instanceof ExportCancelled) {
        // Stopping: another worker builds it. Removed: nothing to do.
        if (this.stopping) await this.repo.release(db, job);
        log.info({ exportId: job.id }, 'data export: build stopped');
        return 'cancelled';
      }
      log.warn({ err, exportId: job.id, attempts: job.attempts }, 'data export: build failed');
      if (job.attempts >= (this.opts.maxAttempts ?? 3)) {
        await this.repo.markFailed(db, job, DATA_EXPORT_LIMITS.keptDays);
        return 'failed';
      }
      // Tried again once the lease ends.
      return 'retry';
    }
    const kept = await file.keep();
    if (await this.repo.markReady(db, job, kept, DATA_EXPORT_LIMITS.keptDays)) {
      log.info({ exportId: job.id, bytes: kept.size }, 'data export: ready');
      return 'ready';
    }
    // The job went while the archive was finished (its account was deleted): no copy stays.
    await files.remove([kept.key]);
    return 'cancelled';
  }

  /** Removes expired jobs with their files, and files no job holds, at most every `cleanupEveryMs`. */
  async cleanup(): Promise<void> {
    const expired = await this.repo.removeExpired(this.opts.db);
    await this.opts.files.remove(expired);
    await this.opts.files.sweep(await this.repo.fileKeys(this.opts.db), this.leaseSeconds * 2 * 1000);
  }

  private async cleanupIfDue(): Promise<void> {
    const every = this.opts.cleanupEveryMs ?? 60 * 60 * 1000;
    if (Date.now() - this.lastCleanup < every) return;
    this.lastCleanup = Date.now();
    await this.cleanup().catch((err: unknown) => this.opts.log.warn({ err }, 'data export: cleanup failed'));
  }

  private async run(): Promise<void> {
    while (!this.stopping) {
      let outcome: ExportOutcome = 'idle';
      try {
        outcome = await this.runOnce();
      } catch (err) {
        this.opts.log.warn({ err }, 'data export: claiming a job failed; trying again');
      }
      if ((outcome === 'idle' || outcome === 'retry') && !this.stopping) await this.sleep(this.opts.pollMs);
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
}
