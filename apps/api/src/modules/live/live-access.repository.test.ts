import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventBans, eventMutes } from '../../db/schema';
import { makeEvent, makeOrganization, makeSession, makeUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/helpers';
import { liveAccessRepository } from './live-access.repository';
import { liveCast } from './live-cast.test-helpers';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('who someone is to a live session', () => {
  it('counts only this session’s event: a role, a ban or a mute in another event changes nothing here', async () => {
    const db = t.app.ctx.db;
    const c = await liveCast(t.app.ctx);
    // A second event of another organization where the cast's stranger organizes and the attendee is
    // banned and muted; the attendee also speaks there, so they have two event memberships.
    const otherOwner = await makeUser(db, 'Other', 'Owner');
    const otherOrg = await makeOrganization(db, [[otherOwner, 'OWNER']]);
    const otherEvent = await makeEvent(db, otherOrg, [
      [c.stranger, 'ORGANIZER'],
      [c.attendee, 'SPEAKER'],
    ]);
    await makeSession(db, otherEvent, [c.attendee]);
    await db.insert(eventBans).values({ event_id: otherEvent, user_id: c.attendee, created_by: otherOwner });
    await db.insert(eventMutes).values({
      event_id: otherEvent,
      user_id: c.attendee,
      until: new Date(Date.now() + 3_600_000),
      created_by: otherOwner,
    });

    const stranger = await liveAccessRepository.loadLiveFacts(db, c.sessionId, c.stranger);
    expect(stranger?.facts.access).toEqual({ orgRole: null, eventRole: null });

    const attendee = await liveAccessRepository.loadLiveFacts(db, c.sessionId, c.attendee);
    expect(attendee?.facts).toEqual({
      access: { orgRole: null, eventRole: 'ATTENDEE' },
      isSessionSpeaker: false,
      banned: false,
      mutedUntil: null,
    });

    const organizer = await liveAccessRepository.loadLiveFacts(db, c.sessionId, c.organizer);
    expect(organizer?.facts.access.eventRole).toBe('ORGANIZER');
    const speaker = await liveAccessRepository.loadLiveFacts(db, c.sessionId, c.speaker);
    expect(speaker?.facts.isSessionSpeaker).toBe(true);
  });
});
