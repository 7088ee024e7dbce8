import type { SessionReminderData } from '@atria/contracts/notifications';
import type { AppContext } from '../../context';
import { toEventLocal } from '../../lib/event-time';
import { appUrl, mailItem } from '../mail/mail.service';
import { mailLocale } from '../mail/mail-texts';
import { reminderMail } from '../mail/mail.templates';
import { outboxRepository } from '../outbox/outbox.repository';
import { toNotification } from './notifications.service';
import { claimBatch } from './reminders.repository';

export { forgetOldReminders, REMINDER_GRACE_MINUTES } from './reminders.repository';

/** Reminders claimed per transaction. */
export const REMINDER_BATCH = 1000;

export interface ReminderRun {
  /** Reminders sent (claimed) by this run. */
  sent: number;
  notifications: number;
  mails: number;
}

const iso = (v: string | Date): string => (v instanceof Date ? v : new Date(v)).toISOString();

type ReminderContext = Pick<AppContext, 'db' | 'env' | 'domainEvents'>;

/**
 * Sends every reminder due at `now`, a batch per transaction, and announces the committed notifications on the
 * sockets (domain event `notification.created`). Returns what this call sent; a reminder another instance sent
 * first is not counted.
 */
export async function sendDueReminders(
  ctx: ReminderContext,
  opts: { now?: Date; batch?: number } = {},
): Promise<ReminderRun> {
  const batch = opts.batch ?? REMINDER_BATCH;
  const run: ReminderRun = { sent: 0, notifications: 0, mails: 0 };
  const base = appUrl(ctx.env);
  for (;;) {
    const now = opts.now ?? new Date();
    const rows = await ctx.db.transaction(async (tx) => {
      const claimed = await claimBatch(tx, now, batch);
      const mails = claimed
        .filter((r) => r.email)
        .map((r) => {
          const start = new Date(iso(r.starts_at));
          const local = toEventLocal(start, r.time_zone);
          return mailItem(
            r.address,
            reminderMail({
              firstName: r.first_name,
              sessionTitle: r.session_title,
              eventTitle: r.event_title,
              minutesBefore: r.minutes,
              localStart: `${local.date} ${local.time} ${local.abbreviation}`,
              link: `${base}/app/events/${r.event_id}/sessions/${r.session_id}`,
              locale: mailLocale(r.locale) ?? 'en',
            }),
            { organizationId: r.organization_id, eventId: r.event_id },
          );
        });
      await outboxRepository.enqueue(tx, mails);
      return claimed;
    });
    for (const r of rows) {
      run.sent += 1;
      if (r.email) run.mails += 1;
      if (r.notification_id === null || r.notification_created_at === null) continue;
      run.notifications += 1;
      const data: SessionReminderData = {
        session_id: r.session_id,
        session_title: r.session_title,
        event_id: r.event_id,
        event_title: r.event_title,
        starts_at: iso(r.starts_at),
        time_zone: r.time_zone,
        minutes_before: r.minutes,
      };
      ctx.domainEvents.publish('notification.created', {
        userId: r.user_id,
        notification: toNotification({
          id: Number(r.notification_id),
          kind: 'session_reminder',
          data,
          created_at: new Date(iso(r.notification_created_at)),
          read_at: null,
        }),
      });
    }
    if (rows.length < batch) return run;
  }
}
