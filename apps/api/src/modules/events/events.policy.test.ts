import { describe, expect, it } from 'vitest';
import { eventsPolicy as p, type EventAccess } from './events.policy';

const as = (orgRole: EventAccess['orgRole'], eventRole: EventAccess['eventRole'] = null): EventAccess => ({
  orgRole,
  eventRole,
});

describe('eventsPolicy', () => {
  it('lets organization members and participants view, nobody else', () => {
    expect(p.canView(as('MEMBER'))).toBe(true);
    expect(p.canView(as(null, 'ATTENDEE'))).toBe(true);
    expect(p.canView(as(null))).toBe(false);
  });

  it('lets organization owners/admins and event admins/organizers edit', () => {
    expect([as('OWNER'), as('ADMIN'), as(null, 'ADMIN'), as(null, 'ORGANIZER')].every(p.canEdit)).toBe(true);
    expect(
      [as('MEMBER'), as(null, 'SPEAKER'), as(null, 'MODERATOR'), as(null, 'ATTENDEE'), as(null)].some(p.canEdit),
    ).toBe(false);
  });

  it('makes organization owners/admins event admins, but not organizers', () => {
    expect(p.isAdmin(as('ADMIN'))).toBe(true);
    expect(p.isAdmin(as(null, 'ADMIN'))).toBe(true);
    expect(p.isAdmin(as(null, 'ORGANIZER'))).toBe(false);
    expect(p.isAdmin(as('MEMBER', 'ORGANIZER'))).toBe(false);
  });

  it('keeps organizers from granting or removing ADMIN and from raising themselves', () => {
    const organizer = as(null, 'ORGANIZER');
    expect(p.canSetRole(organizer, null, 'SPEAKER', false)).toBe(true);
    expect(p.canSetRole(organizer, 'ATTENDEE', 'ORGANIZER', false)).toBe(true);
    expect(p.canSetRole(organizer, 'ATTENDEE', 'ADMIN', false)).toBe(false);
    expect(p.canSetRole(organizer, 'ADMIN', 'ATTENDEE', false)).toBe(false);
    expect(p.canSetRole(organizer, 'ORGANIZER', 'ADMIN', true)).toBe(false);
    expect(p.canRemove(organizer, 'ADMIN', false)).toBe(false);
  });

  it('refuses anyone changing their own role, admins included', () => {
    expect(p.canSetRole(as(null, 'ADMIN'), 'ADMIN', 'ATTENDEE', true)).toBe(false);
    expect(p.canSetRole(as('OWNER', 'ATTENDEE'), 'ATTENDEE', 'ADMIN', true)).toBe(false);
  });

  it('lets an organization admin join an event as organizer, but not a plain member', () => {
    expect(p.canSetRole(as('ADMIN'), null, 'ADMIN', true)).toBe(true);
    expect(p.canSetRole(as('MEMBER'), null, 'ATTENDEE', true)).toBe(false);
  });

  it('refuses participants managing anyone', () => {
    for (const role of ['SPEAKER', 'MODERATOR', 'ATTENDEE'] as const) {
      expect(p.canSetRole(as(null, role), null, 'ATTENDEE', false)).toBe(false);
      expect(p.canRemove(as(null, role), 'ATTENDEE', false)).toBe(false);
      expect(p.canRemove(as(null, role), role, true)).toBe(true);
    }
  });
});
