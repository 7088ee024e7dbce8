import { signUp, type TestApp, type TestUser } from './helpers';
import { placeCast } from './role-cast';

/** Everyone who can be someone to an event and its organization, for the per-role tests of mail and CSV routes. */
export const MAIL_ROLES = [
  'owner',
  'orgAdmin',
  'orgMember',
  'eventAdmin',
  'organizer',
  'moderator',
  'speaker',
  'attendee',
  'stranger',
] as const;
export type MailRole = (typeof MAIL_ROLES)[number];
export type MailCast = Record<MailRole, TestUser>;

/** The roles that may see an event's mail and import or export its attendees. */
export const EVENT_EDITORS: readonly MailRole[] = ['owner', 'orgAdmin', 'eventAdmin', 'organizer'];

export async function signUpMailCast(t: TestApp): Promise<MailCast> {
  const users = await Promise.all(MAIL_ROLES.map((role) => signUp(t.app, { first_name: role, last_name: 'Person' })));
  return Object.fromEntries(MAIL_ROLES.map((role, i) => [role, users[i]])) as MailCast;
}

/** A fresh organization and event with the cast in their roles (the stranger in neither). */
export async function mailCastEvent(t: TestApp, c: MailCast): Promise<{ orgId: number; eventId: number }> {
  const { owner, ...rest } = c;
  return placeCast(t.database.db, {
    orgOwner: owner.id,
    ...Object.fromEntries(Object.entries(rest).map(([role, user]) => [role, user.id])),
  });
}
