import type { Transporter } from 'nodemailer';
import { z } from 'zod';
import type { Env } from '../../config/env';
import type { OutboxHandler } from '../outbox/outbox.worker';

export const MAIL_KIND = 'mail';
/** SMTP connections per instance; the worker delivers up to twice as many mails at once (outbox.worker.ts). */
export const MAIL_CONNECTIONS = 8;
export const NO_SMTP_REASON = 'not sent: no SMTP configured';

/** What a `mail` outbox item carries (modules/mail/mail.service.ts writes it). */
export const MailPayload = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  /** The outbox row id, sent as a header so a receiver can tell a duplicate from a second mail. */
  ref: z.string().optional(),
});
export type MailPayload = z.infer<typeof MailPayload>;

/** SMTP answers 5xx for what no retry fixes (unknown mailbox, refused sender). */
function isPermanentSmtpError(err: unknown): boolean {
  const code = (err as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/** The mail body is dropped once sent: it holds the claim link, a bearer secret. */
const keep = (payload: Record<string, unknown>) => ({ to: payload.to, subject: payload.subject });

/**
 * Delivers `mail` items over SMTP_URL through a pool of MAIL_CONNECTIONS SMTP connections. Without SMTP_URL, mail is held
 * in the outbox (status `held`) and the worker logs each one.
 */
export function createMailHandler(env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM'>): OutboxHandler {
  if (!env.SMTP_URL) {
    return {
      heldReason: NO_SMTP_REASON,
      deliver: () => Promise.reject(new Error(NO_SMTP_REASON)),
      keep,
    };
  }
  // nodemailer is loaded with the first mail to deliver: an instance that sends none never holds it.
  let pool: Promise<Transporter> | undefined;
  const transport = () =>
    (pool ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        url: env.SMTP_URL,
        // A pool of connections kept open, each carrying any number of mails (no reconnection every 100), so a
        // batch of reminders goes out over warm connections in parallel (docs/outbox.md#mail).
        pool: true,
        maxConnections: MAIL_CONNECTIONS,
        maxMessages: Infinity,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      }),
    ));
  return {
    async deliver(payload) {
      const mail = MailPayload.parse(payload);
      await (
        await transport()
      ).sendMail({
        from: env.MAIL_FROM,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        ...(mail.ref ? { headers: { 'X-Atria-Outbox-Ref': mail.ref } } : {}),
      });
    },
    keep,
    isPermanent: isPermanentSmtpError,
    close: () => void pool?.then((t) => t.close()),
  };
}
