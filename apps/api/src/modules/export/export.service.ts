import {
  DATA_EXPORT_LIMITS,
  DATA_EXPORT_MESSAGES,
  type DataExportJob,
  type DataExportResponse,
} from '@atria/contracts';
import type { ReadStream } from 'node:fs';
import type { Actor, AppContext } from '../../context';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { tooManyAttempts } from '../../lib/rate-limiter';
import { ExportFiles } from './export.files';
import { exportRepository as repo, type DataExportRow } from './export.repository';

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

export function toDataExportJob(row: DataExportRow): DataExportJob {
  return {
    id: row.id,
    status: row.status,
    size_bytes: row.size_bytes,
    created_at: row.created_at.toISOString(),
    finished_at: iso(row.finished_at),
    expires_at: iso(row.expires_at),
  };
}

/** The archive a download sends. */
export interface DataExportDownload {
  body: ReadStream;
  size: number;
  fileName: string;
}

/**
 * A person's export of their own data (docs/api.md#your-data-export): asking for one, its status, and the
 * download. The archive itself is built by the export worker (export.worker.ts).
 */
export function createDataExportService(ctx: Pick<AppContext, 'db' | 'env' | 'authLimiter' | 'log'>) {
  const { db } = ctx;
  const files = ExportFiles.fromDataDir(ctx.env.ATRIA_DATA_DIR);
  const workers = new Set<{ wake(): void }>();

  return {
    files,

    /** Lets a worker of this instance start at once on a new request instead of at its next poll. */
    attachWorker(worker: { wake(): void }): () => void {
      workers.add(worker);
      return () => workers.delete(worker);
    },

    /**
     * Asks for an export: a new PENDING job, or the one already under way (one at a time per person). At most
     * DATA_EXPORT_LIMITS.requestsPerWindow requests per rate-limit window (429 after).
     */
    async request(actor: Actor): Promise<DataExportResponse> {
      const attempt = await ctx.authLimiter.consume([
        { key: `data-export:user:${actor.id}`, max: DATA_EXPORT_LIMITS.requestsPerWindow },
      ]);
      if (!attempt.allowed)
        throw tooManyAttempts(attempt.retryAfterSeconds, 'Too many export requests. Please wait and try again.');
      const { job, created } = await repo.requestJob(db, actor.id);
      if (created) for (const worker of workers) worker.wake();
      return { export: toDataExportJob(job) };
    },

    /** The caller's newest export that has not expired, or null. */
    async status(actor: Actor): Promise<DataExportResponse> {
      const job = await repo.latest(db, actor.id);
      return { export: job ? toDataExportJob(job) : null };
    },

    /** The caller's newest ready archive; 404 while there is none (before READY, after expiry or deletion). */
    async download(actor: Actor): Promise<DataExportDownload> {
      const job = await repo.latestReady(db, actor.id);
      const file = job?.file_key ? await files.open(job.file_key) : null;
      if (!job || !file) throw new AppError('NOT_FOUND', DATA_EXPORT_MESSAGES.notReady);
      const day = (job.finished_at ?? job.created_at).toISOString().slice(0, 10);
      return { ...file, fileName: `atria-data-${day}.zip` };
    },

    /**
     * Removes every export of a person, in the caller's transaction (`tx`, the account deletion), with its file; a
     * running one too: its worker stops at its next lease renewal, and its READY update finds no job once the
     * transaction commits, so it removes its own archive. A file that cannot be removed is logged, not thrown: the
     * sweep of orphaned files (ExportWorker.cleanup) removes it later.
     */
    async removeForUser(tx: Db, userId: number): Promise<void> {
      const keys = await repo.removeForUser(tx, userId);
      await files
        .remove(keys)
        .catch((err: unknown) => ctx.log.error({ err, userId }, 'data export: archive not removed; the sweep will'));
    },
  };
}

export type DataExportService = ReturnType<typeof createDataExportService>;
