import { MESSAGES, type ChangePasswordBody, type DeleteAccountBody, type LoginsResponse } from '@atria/contracts';
import type { Actor, AppContext } from '../../context';
import { demoEnabled } from '../../config/env';
import { AppError, forbidden, unauthenticated, validation } from '../../errors';
import { tooManyAttempts } from '../../lib/rate-limiter';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import type { DataExportService } from '../export/export.service';
import type { MediaService } from '../media/media.service';
import { toLogin } from './account.mapper';
import { accountPolicy as policy } from './account.policy';
import { accountRepository as repo } from './account.repository';
import { createEmailChangeService } from './email-change.service';

const DEMO_REFUSAL = 'The demo account is shared: its password cannot be changed and it cannot be deleted.';

export function createAccountService(
  ctx: AppContext,
  media: MediaService,
  dataExport?: Pick<DataExportService, 'removeForUser'>,
) {
  const { db, env } = ctx;
  const demoEmail = demoEnabled(env) ? env.DEMO_EMAIL : null;

  /** Every login in `families` ended: its sockets are told and closed (realtime/publisher.ts). */
  function announceEnded(userId: number, families: string[]): void {
    for (const familyId of families) ctx.domainEvents.publish('auth.session_revoked', { userId, familyId });
  }

  /**
   * Checks the password the person typed, against a per-account budget the size of the log-in one, so a
   * stolen access token cannot be used to guess it. 422 on the field when wrong (a 401 would end the login);
   * 403 for the shared demo account.
   */
  async function confirmPassword(actor: Actor, password: string, field: string): Promise<void> {
    const attempt = await ctx.authLimiter.consume([
      { key: `password-check:user:${actor.id}`, max: env.AUTH_RATE_LIMIT_MAX },
    ]);
    if (!attempt.allowed) throw tooManyAttempts(attempt.retryAfterSeconds);
    const user = await repo.findLiveUser(db, actor.id);
    if (!user) throw unauthenticated();
    if (policy.isProtectedDemo(user.email, demoEmail)) throw forbidden(DEMO_REFUSAL);
    if (!(await verifyPassword(user.password_hash, password))) {
      throw validation(MESSAGES.currentPasswordWrong, { [field]: [MESSAGES.currentPasswordWrong] });
    }
    // Only wrong passwords use the budget up.
    await attempt.refund();
  }

  const emailChange = createEmailChangeService(ctx, confirmPassword);

  return {
    /** Asks to change the email address: see EmailChangeService.request (docs/security/account.md, section 5). */
    requestEmailChange: emailChange.request,
    /** Confirms a new email address by the mailed token: see EmailChangeService.confirm. */
    confirmEmailChange: emailChange.confirm,

    /**
     * Changes the password after checking the current one, and ends every other login (their refresh tokens,
     * access tokens and sockets); the login making the request stays. Throws VALIDATION for a wrong current
     * password, RATE_LIMITED after too many wrong ones, FORBIDDEN for the demo account.
     */
    async changePassword(actor: Actor, body: ChangePasswordBody): Promise<void> {
      await confirmPassword(actor, body.current_password, 'current_password');
      const passwordHash = await hashPassword(body.new_password);
      const ended = await db.transaction(async (tx) => {
        await repo.setPasswordHash(tx, actor.id, passwordHash);
        return repo.revokeLogins(tx, actor.id, { exceptFamily: actor.familyId });
      });
      announceEnded(actor.id, ended);
    },

    /** The caller's live logins: the current one first (marked), then the others, most recently seen first. */
    async listLogins(actor: Actor): Promise<LoginsResponse> {
      const logins = (await repo.listLogins(db, actor.id)).map((r) => toLogin(r, actor.familyId));
      return { logins: [...logins.filter((l) => l.current), ...logins.filter((l) => !l.current)] };
    },

    /**
     * Ends one of the caller's logins (the current one too: that is a logout). Throws NOT_FOUND for a login
     * that is not theirs, not live, or does not exist.
     */
    async endLogin(actor: Actor, loginId: string): Promise<void> {
      const ended = await db.transaction(async (tx) => {
        const families = await repo.revokeLogins(tx, actor.id, { family: loginId });
        if (loginId === actor.familyId)
          await repo.revokeAccessToken(tx, { jti: actor.jti, user_id: actor.id, expires_at: actor.expiresAt });
        return families;
      });
      if (ended.length === 0) throw new AppError('NOT_FOUND', MESSAGES.loginNotFound);
      announceEnded(actor.id, ended);
    },

    /** Ends every login of the caller, the current one included ("log out everywhere"). */
    async endAllLogins(actor: Actor): Promise<void> {
      const ended = await db.transaction(async (tx) => {
        await repo.revokeAccessToken(tx, { jti: actor.jti, user_id: actor.id, expires_at: actor.expiresAt });
        return repo.revokeLogins(tx, actor.id, {});
      });
      announceEnded(actor.id, ended);
    },

    /**
     * Deletes the caller's account after checking their password: erases their personal data (see
     * accountRepository.eraseUser), keeps their messages for the other person as 'Deleted user', and ends
     * every login at once. Throws CONFLICT while they are the last owner of an organization (naming it),
     * VALIDATION for a wrong password, FORBIDDEN for the demo account, UNAUTHENTICATED when already gone.
     */
    async deleteAccount(actor: Actor, body: DeleteAccountBody): Promise<void> {
      await confirmPassword(actor, body.password, 'password');
      const ended = await db.transaction(async (tx) => {
        if (!(await repo.lockLiveUser(tx, actor.id))) throw unauthenticated();
        const refusal = policy.deletionRefusal(await repo.lockOwnedOrganizations(tx, actor.id));
        if (refusal) throw new AppError('CONFLICT', refusal);
        await repo.eraseUser(tx, actor.id);
        // Their data exports go too, a running one included: no archive of them stays (docs/security.md#data-export).
        await dataExport?.removeForUser(tx, actor.id);
        await repo.revokeAccessToken(tx, { jti: actor.jti, user_id: actor.id, expires_at: actor.expiresAt });
        return repo.revokeLogins(tx, actor.id, {});
      });
      announceEnded(actor.id, ended);
      // The photo is personal data too: its row and, unless someone else uses the same picture, its files.
      // The account is gone by now, so a storage failure is logged rather than reported to its former owner.
      await media
        .deleteOwnedAvatars(actor.id)
        .catch((err: unknown) =>
          ctx.log.error({ err, userId: actor.id }, 'account deletion: avatar files not removed'),
        );
    },
  };
}
