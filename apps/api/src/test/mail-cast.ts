import { makeEvent, makeOrganization } from './fixtures';
import { signUp, type TestApp, type TestUser } from './helpers';

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
  const db = t.database.db;
  const orgId = await makeOrganization(db, [
    [c.owner.id, 'OWNER'],
    [c.orgAdmin.id, 'ADMIN'],
    [c.orgMember.id, 'MEMBER'],
  ]);
  const eventId = await makeEvent(db, orgId, [
    [c.eventAdmin.id, 'ADMIN'],
    [c.organizer.id, 'ORGANIZER'],
    [c.moderator.id, 'MODERATOR'],
    [c.speaker.id, 'SPEAKER'],
    [c.attendee.id, 'ATTENDEE'],
  ]);
  return { orgId, eventId };
}
