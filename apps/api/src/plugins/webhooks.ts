import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { webhookDisabledNotifier } from '../modules/webhooks/webhooks.notice';
import { WebhookWorker } from '../modules/webhooks/webhooks.worker';

/** The webhook worker of one app instance, built from its configuration (docs/api.md#delivery). */
export function createWebhookWorker(ctx: AppContext): WebhookWorker {
  return new WebhookWorker({
    db: ctx.db,
    log: ctx.log,
    pollMs: ctx.env.WEBHOOK_POLL_MS,
    timeoutMs: ctx.env.WEBHOOK_TIMEOUT_MS,
    retryWindowMs: ctx.env.WEBHOOK_RETRY_HOURS * 60 * 60 * 1000,
    allowHosts: ctx.env.WEBHOOK_ALLOW_HOSTS,
    notifyDisabled: webhookDisabledNotifier(ctx.env),
  });
}

/** Starts the webhook worker once the app is ready; on close it finishes the deliveries under way first. */
export function registerWebhookWorker(app: FastifyInstance, ctx: AppContext): WebhookWorker {
  const worker = createWebhookWorker(ctx);
  app.addHook('onReady', async () => worker.start());
  app.addHook('preClose', async () => worker.stop());
  return worker;
}
