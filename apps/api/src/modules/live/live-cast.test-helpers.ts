import type { Actor, AppContext } from '../../context';
import { makeEvent, makeOrganization, makeSession, makeUser } from '../../test/fixtures';

/** An actor for calling services directly (the token fields are not used by them). */
export const actorOf = (id: number): Actor => ({
  id,
  jti: `jti-${id}`,
  familyId: `family-${id}`,
  expiresAt: new Date(Date.now() + 3_600_000),
});

/** One event with a session and someone in every role, built fresh for each test file. */
export async function liveCast(ctx: AppContext) {
  const db = ctx.db;
  const [owner, organizer, moderator, speaker, otherSpeaker, attendee, attendee2, stranger] = (await Promise.all(
    ['Owner', 'Organizer', 'Moderator', 'Speaker', 'Other', 'Attendee', 'Second', 'Stranger'].map((n) =>
      makeUser(db, n, 'Live'),
    ),
  )) as [number, number, number, number, number, number, number, number];
  const org = await makeOrganization(db, [[owner, 'OWNER']]);
  const eventId = await makeEvent(db, org, [
    [organizer, 'ORGANIZER'],
    [moderator, 'MODERATOR'],
    [speaker, 'SPEAKER'],
    [otherSpeaker, 'SPEAKER'],
    [attendee, 'ATTENDEE'],
    [attendee2, 'ATTENDEE'],
  ]);
  const sessionId = await makeSession(db, eventId, [speaker]);
  return { eventId, sessionId, owner, organizer, moderator, speaker, otherSpeaker, attendee, attendee2, stranger };
}
