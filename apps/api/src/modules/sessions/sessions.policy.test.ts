import type { EventUserRole, OrganizationRole } from '@atria/contracts';
import { describe, expect, it } from 'vitest';
import { sessionsPolicy } from './sessions.policy';

const cases: [string, OrganizationRole | null, EventUserRole | null, boolean, boolean][] = [
  ['organization owner', 'OWNER', null, true, true],
  ['organization admin', 'ADMIN', null, true, true],
  ['organization member', 'MEMBER', null, true, false],
  ['event admin', null, 'ADMIN', true, true],
  ['event organizer', null, 'ORGANIZER', true, true],
  ['event speaker', null, 'SPEAKER', true, false],
  ['event moderator', null, 'MODERATOR', true, false],
  ['event attendee', null, 'ATTENDEE', true, false],
  ['organization member who organizes the event', 'MEMBER', 'ORGANIZER', true, true],
  ['stranger', null, null, false, false],
];

describe('sessionsPolicy', () => {
  it.each(cases)('the %s: reads %s, manages %s', (_label, orgRole, eventRole, read, manage) => {
    expect(sessionsPolicy.canRead({ orgRole, eventRole })).toBe(read);
    expect(sessionsPolicy.canManage({ orgRole, eventRole })).toBe(manage);
  });
});
