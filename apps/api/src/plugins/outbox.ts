import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { createMailHandler, MAIL_KIND } from '../modules/mail/mail.transport';
import { OUTBOX_CHANNEL, OutboxWorker } from '../modules/outbox/outbox.worker';

/** The outbox worker of one app instance, built from its configuration (docs/outbox.md). */
export function createOutboxWorker(ctx: AppContext): OutboxWorker {
  return new OutboxWorker({
    db: ctx.db,
    handlers: { [MAIL_KIND]: createMailHandler(ctx.env) },
    log: ctx.log,
    pollMs: ctx.env.OUTBOX_POLL_MS,
    maxAttempts: ctx.env.OUTBOX_MAX_ATTEMPTS,
    listen: (wake) =>
      ctx.database.listen(OUTBOX_CHANNEL, {
        notify: wake,
        // Items queued while the LISTEN was away are found by the poll, and by the first claim after it is back.
        up: wake,
        down: (err) => ctx.log.warn({ err }, 'outbox: LISTEN connection lost; polling until it is back'),
      }),
  });
}

/**
 * Starts the outbox worker once the app is ready; on close it stops taking items and finishes the deliveries
 * under way before the database closes (app.close(), the SIGTERM drain).
 */
export function registerOutboxWorker(app: FastifyInstance, ctx: AppContext): OutboxWorker {
  const worker = createOutboxWorker(ctx);
  app.addHook('onReady', async () => {
    if (!ctx.env.SMTP_URL)
      app.log.warn('SMTP_URL is not set: mail is kept in the outbox, not sent (docs/outbox.md#mail)');
    worker.start();
  });
  app.addHook('preClose', async () => worker.stop());
  return worker;
}
