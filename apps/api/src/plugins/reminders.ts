import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { schedulePeriodic } from '../lib/purge';
import { forgetOldReminders, sendDueReminders } from '../modules/notifications/reminders';

/** Runs between forgetting old reminder keys: about once an hour at the default poll. */
const FORGET_EVERY_RUNS = 720;

/**
 * The reminder scheduler of one app instance (docs/notifications.md#reminders): every REMINDER_POLL_MS once the
 * app is ready, sends the reminders due then. Every instance runs one; the claim in the database keeps each
 * reminder to one sending. On close it finishes the run under way before the database closes.
 */
export function registerReminderScheduler(app: FastifyInstance, ctx: AppContext): void {
  let periodic: ReturnType<typeof schedulePeriodic> | undefined;
  let runs = 0;
  app.addHook('onReady', async () => {
    periodic = schedulePeriodic(
      async () => {
        const run = await sendDueReminders(ctx);
        if (run.sent > 0) app.log.info({ reminders: run }, 'session reminders sent');
        runs += 1;
        if (runs % FORGET_EVERY_RUNS === 0) await forgetOldReminders(ctx.db);
      },
      {
        firstDelayMs: ctx.env.REMINDER_POLL_MS,
        intervalMs: ctx.env.REMINDER_POLL_MS,
        onError: (err) => app.log.warn({ err }, 'session reminders failed'),
      },
    );
  });
  app.addHook('preClose', async () => periodic?.stop());
}
