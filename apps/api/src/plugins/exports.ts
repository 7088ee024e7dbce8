import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import type { DataExportService } from '../modules/export/export.service';
import { ExportWorker } from '../modules/export/export.worker';

/** How often an idle export worker looks for jobs made on another instance. */
const EXPORT_POLL_MS = 5_000;

/**
 * Starts the data export worker once the app is ready (docs/security.md#data-export); a request made on this
 * instance wakes it at once. On close the build under way stops and its job is handed back.
 */
export function registerExportWorker(app: FastifyInstance, ctx: AppContext, service: DataExportService): ExportWorker {
  const worker = new ExportWorker({ db: ctx.db, files: service.files, log: ctx.log, pollMs: EXPORT_POLL_MS });
  const detach = service.attachWorker(worker);
  app.addHook('onReady', async () => worker.start());
  app.addHook('preClose', async () => {
    detach();
    await worker.stop();
  });
  return worker;
}
