import type { EventUserRole, OrganizationRole } from '@atria/contracts';
import { describe, expect, it } from 'vitest';
import { bookmarksPolicy } from './bookmarks.policy';

const cases: [string, OrganizationRole | null, EventUserRole | null, boolean, boolean][] = [
  ['organization owner', 'OWNER', null, true, true],
  ['organization admin', 'ADMIN', null, true, true],
  ['organization member', 'MEMBER', null, true, false],
  ['event admin', null, 'ADMIN', true, true],
  ['event organizer', null, 'ORGANIZER', true, true],
  ['event moderator', null, 'MODERATOR', true, false],
  ['event speaker', null, 'SPEAKER', true, false],
  ['event attendee', null, 'ATTENDEE', true, false],
  ['stranger', null, null, false, false],
];

describe('bookmarksPolicy', () => {
  it.each(cases)('the %s: bookmarks %s, sees interest counts %s', (_label, orgRole, eventRole, bookmark, interest) => {
    expect(bookmarksPolicy.canBookmark({ orgRole, eventRole })).toBe(bookmark);
    expect(bookmarksPolicy.canSeeInterest({ orgRole, eventRole })).toBe(interest);
  });
});
