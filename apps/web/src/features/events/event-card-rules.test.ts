import { describe, expect, it } from 'vitest';
import { canEditEvent, eventBadge, eventCardTarget, isEventAdmin } from './event-card-rules';

const conference = { event_type: 'CONFERENCE' as const, day_count: 3, session_count: 0, first_session_id: null };
const emptySingle = { event_type: 'SINGLE_SESSION' as const, day_count: 1, session_count: 0, first_session_id: null };
const readySingle = { ...emptySingle, session_count: 1, first_session_id: 42 };

describe('eventBadge', () => {
  it("labels a conference '{n} Day Conference' in both views", () => {
    expect(eventBadge(conference, 'attendee', false).label).toBe('3 Day Conference');
    expect(eventBadge(conference, 'organization', true).label).toBe('3 Day Conference');
  });

  it('counts a conference without a day count as one day', () => {
    expect(eventBadge({ ...conference, day_count: 0 }, 'attendee', false).label).toBe('1 Day Conference');
  });

  it("labels a single-session event with a session 'Ready to Join'", () => {
    expect(eventBadge(readySingle, 'attendee', false).label).toBe('Ready to Join');
    expect(eventBadge(readySingle, 'organization', true).label).toBe('Ready to Join');
  });

  it("labels a single-session event without sessions 'Coming Soon' for attendees", () => {
    expect(eventBadge(emptySingle, 'attendee', false).label).toBe('Coming Soon');
  });

  it("shows editors 'Setup Required' in the organization view only", () => {
    expect(eventBadge(emptySingle, 'organization', true).label).toBe('Setup Required');
    expect(eventBadge(emptySingle, 'attendee', true).label).toBe('Coming Soon');
  });

  it("shows other organization members 'Coming Soon'", () => {
    expect(eventBadge(emptySingle, 'organization', false).label).toBe('Coming Soon');
  });
});

describe('eventCardTarget', () => {
  it('sends a conference to its page in both views', () => {
    expect(eventCardTarget(conference, 'attendee', false)).toEqual({ kind: 'event-page' });
    expect(eventCardTarget(conference, 'organization', true)).toEqual({ kind: 'event-page' });
  });

  it('sends a single-session event to its first session', () => {
    expect(eventCardTarget(readySingle, 'attendee', false)).toEqual({ kind: 'session', sessionId: 42 });
    expect(eventCardTarget(readySingle, 'organization', false)).toEqual({ kind: 'session', sessionId: 42 });
  });

  it('sends editors to setup-session when there is no session (organization view)', () => {
    expect(eventCardTarget(emptySingle, 'organization', true)).toEqual({ kind: 'setup-session' });
  });

  it('sends everyone else to session-pending when there is no session (organization view)', () => {
    expect(eventCardTarget(emptySingle, 'organization', false)).toEqual({ kind: 'session-pending' });
  });

  it('makes a single-session card without sessions not clickable in the attendee view', () => {
    expect(eventCardTarget(emptySingle, 'attendee', false)).toBeNull();
    expect(eventCardTarget(emptySingle, 'attendee', true)).toBeNull();
  });
});

describe('event roles on cards', () => {
  it('treats organization owners and admins as event admins and editors', () => {
    expect(canEditEvent({ role: null }, true)).toBe(true);
    expect(isEventAdmin({ role: null }, true)).toBe(true);
  });

  it('lets an event ORGANIZER edit but not delete', () => {
    expect(canEditEvent({ role: 'ORGANIZER' }, false)).toBe(true);
    expect(isEventAdmin({ role: 'ORGANIZER' }, false)).toBe(false);
  });

  it('gives participants neither', () => {
    expect(canEditEvent({ role: 'SPEAKER' }, false)).toBe(false);
    expect(isEventAdmin({ role: 'ATTENDEE' }, false)).toBe(false);
  });
});
