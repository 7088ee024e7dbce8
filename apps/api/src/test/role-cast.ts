import type { EventUserRole, OrganizationRole } from '@atria/contracts';
import type { Db } from '../db/client';
import { makeEvent, makeOrganization } from './fixtures';

/*
 * Everyone who can be someone to an event and its organization, for the per-role tests. Each test file signs
 * its cast up its own way (through the API when it needs logins, straight in the database when not) and places
 * it here, so the roles mean the same in every file.
 */
export const CAST_ROLES = [
  'orgOwner',
  'orgAdmin',
  'orgMember',
  'eventAdmin',
  'organizer',
  'moderator',
  'speaker',
  'attendee',
  'stranger',
] as const;
export type CastRole = (typeof CAST_ROLES)[number];

const ORGANIZATION_ROLE: Partial<Record<CastRole, OrganizationRole>> = {
  orgOwner: 'OWNER',
  orgAdmin: 'ADMIN',
  orgMember: 'MEMBER',
};
const EVENT_ROLE: Partial<Record<CastRole, EventUserRole>> = {
  eventAdmin: 'ADMIN',
  organizer: 'ORGANIZER',
  moderator: 'MODERATOR',
  speaker: 'SPEAKER',
  attendee: 'ATTENDEE',
};

/**
 * A fresh organization and event with each given person in the role they are named for (user ids by role; a
 * role left out is not placed, the stranger never is).
 */
export async function placeCast(
  db: Db,
  ids: Partial<Record<CastRole, number>>,
  title?: string,
): Promise<{ orgId: number; eventId: number }> {
  const placed = <R extends string>(roles: Partial<Record<CastRole, R>>): [number, R][] =>
    CAST_ROLES.flatMap((role): [number, R][] => {
      const id = ids[role];
      const as = roles[role];
      return id !== undefined && as !== undefined ? [[id, as]] : [];
    });
  const orgId = await makeOrganization(db, placed(ORGANIZATION_ROLE));
  const eventId = await makeEvent(db, orgId, placed(EVENT_ROLE), title);
  return { orgId, eventId };
}
