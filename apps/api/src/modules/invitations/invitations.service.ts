import { MESSAGES, type InvitationInfo, type TokenPair } from '@atria/contracts';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../errors';
import { randomToken, sha256 } from '../../lib/secrets';
import { hashPassword } from '../../lib/passwords';
import { usersRepository } from '../users/users.repository';
import { invitationsRepository as repo } from './invitations.repository';
import { activityRepository } from '../activity/activity.repository';

const INVITATION_TTL_MS = 14 * 24 * 60 * 60 * 1000;
export const invitationPath = (token: string): string => `/invite/${token}`;

export interface InvitationTarget {
  invitedBy: number;
  organizationId?: number;
  eventId?: number;
}

/** A new one-time invitation row (its token stored hashed) and its link path, for inserting one or many. */
export function newInvitation(userId: number, target: InvitationTarget) {
  const token = randomToken(32);
  const row = {
    user_id: userId,
    token_hash: sha256(token),
    invited_by: target.invitedBy,
    organization_id: target.organizationId ?? null,
    event_id: target.eventId ?? null,
    expires_at: new Date(Date.now() + INVITATION_TTL_MS),
  };
  return { row, path: invitationPath(token) };
}

/**
 * Creates a one-time invitation for an account that has no password yet and returns its link path. The link is
 * mailed through the outbox by the caller (modules/mail) and handed back to the inviting admin.
 */
export async function createInvitation(
  db: Db,
  ctx: AppContext,
  userId: number,
  target: InvitationTarget,
): Promise<string> {
  const { row, path } = newInvitation(userId, target);
  await repo.insert(db, row);
  return path;
}

/**
 * The claim link for someone just added, or null. A link is a bearer secret handed to the inviting admin, so it
 * is made only for an account this very call created, or for an unclaimed account first invited in the same
 * organization or event. Anyone can create an organization and add an email to it: handing them a link for an
 * account someone else invited would let them claim it, with every membership it was given elsewhere.
 */
export async function invitationLinkFor(
  db: Db,
  ctx: AppContext,
  user: { id: number; created: boolean; pending: boolean },
  target: InvitationTarget,
): Promise<string | null> {
  if (!user.pending) return null;
  if (!user.created && !(await repo.invitedIn(db, user.id, target))) return null;
  return createInvitation(db, ctx, user.id, target);
}

/**
 * Finds the account for an email or creates an invited one (no usable password: the placeholder the client
 * sends is ignored). Returns the user and whether it was created. Safe when the same new email is added from
 * several places at once: the insert skips an email another transaction has just taken and reads that account.
 */
export async function findOrInviteUser(
  db: Db,
  person: { email: string; first_name: string; last_name: string },
): Promise<{ id: number; created: boolean; pending: boolean }> {
  const existing = await usersRepository.findByEmail(db, person.email);
  if (existing) return { id: existing.id, created: false, pending: existing.password_hash === null };
  const inserted = await usersRepository.insertInvited(db, person);
  if (inserted) return { id: inserted.id, created: true, pending: true };
  const raced = await usersRepository.findByEmail(db, person.email);
  if (!raced) throw new Error('findOrInviteUser: the account that blocked the insert is gone');
  return { id: raced.id, created: false, pending: raced.password_hash === null };
}

const withdrawn = () => new AppError('GONE', MESSAGES.invitationWithdrawn);

/** A live link row, or the error for a missing (NOT_FOUND) or withdrawn (GONE) one. */
function requireOpen<T extends { invitation: { revoked_at: Date | null } }>(row: T | undefined): T {
  if (!row) throw notFound('Invitation');
  if (row.invitation.revoked_at !== null) throw withdrawn();
  return row;
}

/**
 * Withdraws the links issued for an organization or event to someone just removed from it, in the caller's
 * transaction: claiming them then answers GONE.
 */
export async function revokeInvitations(
  db: Db,
  userId: number,
  target: { organizationId: number } | { eventId: number },
): Promise<void> {
  await repo.revoke(db, userId, target);
}

export function createInvitationsService(ctx: AppContext, issueTokens: (userId: number) => Promise<TokenPair>) {
  const { db } = ctx;
  return {
    /** What the claim page shows. NOT_FOUND for unknown, used or expired links; GONE for withdrawn ones. */
    async info(token: string): Promise<InvitationInfo> {
      const row = requireOpen(await repo.findLive(db, sha256(token)));
      if (row.user.password_hash !== null) throw notFound('Invitation');
      return {
        email: row.user.email,
        first_name: row.user.first_name,
        last_name: row.user.last_name,
        organization_name: row.organization_name,
        event_title: row.event_title,
        event_id: row.invitation.event_id,
      };
    },

    /**
     * Sets the password of an invited account and logs it in. The link works once. NOT_FOUND for unknown, used
     * or expired links; GONE for links withdrawn because the person was removed from where they were invited.
     */
    async claim(token: string, password: string): Promise<TokenPair> {
      // Look the link up before hashing: otherwise anyone could make the server spend an argon2 hash per request.
      requireOpen(await repo.findLive(db, sha256(token)));
      const hash = await hashPassword(password);
      const userId = await db.transaction(async (tx) => {
        const row = requireOpen(await repo.findLive(tx, sha256(token)));
        if (!(await repo.markClaimed(tx, row.invitation.id))) {
          // Revoked or claimed meanwhile: say which.
          requireOpen(await repo.findLive(tx, sha256(token)));
          throw notFound('Invitation');
        }
        if (!(await repo.setPassword(tx, row.user.id, hash))) throw notFound('Invitation');
        await repo.closeOthers(tx, row.user.id);
        // The claim is the invitee's own act: they are both the actor and the person the entry names.
        const claimed = { person_name: `${row.user.first_name} ${row.user.last_name}` };
        if (row.invitation.event_id !== null)
          await activityRepository.forEvent(tx, row.invitation.event_id, row.user.id, 'invitation.claimed', claimed);
        else if (row.invitation.organization_id !== null)
          await activityRepository.forOrganization(
            tx,
            row.invitation.organization_id,
            row.user.id,
            'invitation.claimed',
            claimed,
          );
        return row.user.id;
      });
      return issueTokens(userId);
    },
  };
}
