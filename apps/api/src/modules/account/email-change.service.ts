import {
  EMAIL_CHANGE_MESSAGES,
  EMAIL_CHANGE_TTL_HOURS,
  type ChangeEmailBody,
  type EmailChangePending,
  type EmailChanged,
} from '@atria/contracts';
import type { Actor, AppContext } from '../../context';
import { AppError, conflict, validation } from '../../errors';
import { randomToken, sha256 } from '../../lib/secrets';
import { appUrl, directMailItem } from '../mail/mail.service';
import { emailChangeConfirmMail, emailChangeNoticeMail } from '../mail/mail.templates';
import { outboxRepository } from '../outbox/outbox.repository';
import { emailChangeRepository as repo } from './email-change.repository';

/** The unique index on lower(email) refused the change: someone took the address first. */
const isUniqueViolation = (e: unknown): boolean => {
  const err = e as { code?: string; cause?: { code?: string } } | null;
  return err?.code === '23505' || err?.cause?.code === '23505';
};

/**
 * Changing one's email address (docs/security/account.md, section 5): a request checked with the current password
 * mails a one-time link to the new address (and a notice to the old one) through the outbox; the address changes
 * when the link is opened, if nobody took it meanwhile.
 */
export function createEmailChangeService(
  ctx: AppContext,
  confirmPassword: (actor: Actor, password: string, field: string) => Promise<void>,
) {
  const { db, env } = ctx;

  return {
    /**
     * Checks the password, then mails the link to `new_email` and a notice to the current address, in one
     * transaction with the waiting change (replacing an earlier one). VALIDATION for a wrong password or the same
     * address, CONFLICT when another account has it, RATE_LIMITED after too many wrong passwords.
     */
    async request(actor: Actor, body: ChangeEmailBody): Promise<EmailChangePending> {
      await confirmPassword(actor, body.current_password, 'current_password');
      const user = await repo.user(db, actor.id);
      if (!user) throw new AppError('UNAUTHENTICATED', 'Authentication required');
      if (user.email.toLowerCase() === body.new_email.toLowerCase())
        throw validation(EMAIL_CHANGE_MESSAGES.sameEmail, { new_email: [EMAIL_CHANGE_MESSAGES.sameEmail] });
      if (await repo.takenByOther(db, body.new_email, actor.id))
        throw conflict(EMAIL_CHANGE_MESSAGES.emailTaken, 'new_email');
      const token = randomToken();
      const expiresAt = new Date(Date.now() + EMAIL_CHANGE_TTL_HOURS * 3600_000);
      const base = appUrl(env);
      const params = {
        firstName: user.first_name,
        newEmail: body.new_email,
        hours: EMAIL_CHANGE_TTL_HOURS,
        // Both mails in the account holder's saved language (docs/i18n.md#mails).
        locale: user.locale ?? undefined,
      };
      await db.transaction(async (tx) => {
        await repo.replace(tx, {
          user_id: actor.id,
          new_email: body.new_email,
          token_hash: sha256(token),
          expires_at: expiresAt,
        });
        await outboxRepository.enqueue(tx, [
          directMailItem(body.new_email, emailChangeConfirmMail({ ...params, link: `${base}/email-change/${token}` })),
          directMailItem(user.email, emailChangeNoticeMail({ ...params, link: `${base}/app/settings` })),
        ]);
      });
      return { pending_email: body.new_email, expires_at: expiresAt.toISOString() };
    },

    /**
     * Makes the waiting change: the token names it (whoever opens the link; the mail proved the address).
     * NOT_FOUND for an unknown or used token (or a deleted account), GONE once expired, CONFLICT when another account
     * took the address meanwhile (the link stays unused: it can work once the address is free again, until it expires).
     */
    async confirm(token: string): Promise<EmailChanged> {
      return db.transaction(async (tx) => {
        const found = await repo.lockByToken(tx, sha256(token));
        if (!found || found.used_at !== null) throw new AppError('NOT_FOUND', EMAIL_CHANGE_MESSAGES.linkInvalid);
        if (new Date(found.expires_at).getTime() <= Date.now())
          throw new AppError('GONE', EMAIL_CHANGE_MESSAGES.linkExpired);
        if (await repo.takenByOther(tx, found.new_email, found.user_id))
          throw conflict(EMAIL_CHANGE_MESSAGES.emailTaken);
        try {
          await repo.setEmail(tx, found.user_id, found.new_email);
        } catch (e) {
          if (isUniqueViolation(e)) throw conflict(EMAIL_CHANGE_MESSAGES.emailTaken);
          throw e;
        }
        await repo.markUsed(tx, found.id);
        return { email: found.new_email };
      });
    },
  };
}

export type EmailChangeService = ReturnType<typeof createEmailChangeService>;
