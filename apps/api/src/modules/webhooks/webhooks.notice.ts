import type { Env } from '../../config/env';
import type { Db } from '../../db/client';
import { appUrl, mailItem } from '../mail/mail.service';
import { escapeHtml, type RenderedMail } from '../mail/mail.templates';
import { outboxRepository } from '../outbox/outbox.repository';
import type { DisabledNotice } from './webhooks.repository';

/** The mail telling an organization's owners and admins that one of its webhooks was turned off. */
export function webhookDisabledMail(notice: DisabledNotice, link: string): RenderedMail {
  const subject = `Webhook turned off: ${notice.url}`.replace(/[\r\n]+/g, ' ').slice(0, 200);
  const text = [
    `The webhook ${notice.url} of ${notice.organizationName} was turned off: its deliveries kept failing for the whole retry period.`,
    'Nothing more is sent to it. What was queued is kept: fix the receiver, then turn the webhook back on to send it.',
    '',
    `The delivery log: ${link}`,
  ].join('\n');
  const html = `<p>The webhook <code>${escapeHtml(notice.url)}</code> of ${escapeHtml(notice.organizationName)} was turned off: its deliveries kept failing for the whole retry period.</p>
<p>Nothing more is sent to it. What was queued is kept: fix the receiver, then turn the webhook back on to send it.</p>
<p><a href="${escapeHtml(link)}">Open the delivery log</a></p>`;
  return { subject, text, html };
}

/** Queues the notice mail to each owner and admin, in the transaction that turns the endpoint off. */
export function webhookDisabledNotifier(env: Pick<Env, 'PUBLIC_URL' | 'HOST' | 'PORT'>) {
  return async (tx: Db, notice: DisabledNotice): Promise<void> => {
    const link = `${appUrl(env)}/app/organizations/${notice.organizationId}/webhooks`;
    const mail = webhookDisabledMail(notice, link);
    await outboxRepository.enqueue(
      tx,
      notice.admins.map((to) => mailItem(to, mail, { organizationId: notice.organizationId })),
    );
  };
}
