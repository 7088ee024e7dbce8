import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Question } from '@atria/contracts/live';
import type { AppError } from '../../errors';
import type { DomainEventMap } from '../../lib/domain-events';
import { makeUser } from '../../test/fixtures';
import { eventUsers } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/helpers';
import { createLiveQuestionsService } from './live-questions.service';
import { actorOf, liveCast } from './live-cast.test-helpers';

let t: TestApp;
let qa: ReturnType<typeof createLiveQuestionsService>;

beforeAll(async () => {
  t = await createTestApp();
  qa = createLiveQuestionsService(t.app.ctx);
});
afterAll(async () => t.close());

const codeOf = (p: Promise<unknown>) =>
  p.then(
    () => 'ok',
    (e: AppError) => e.code,
  );
const ids = (qs: Question[]) => qs.map((q) => q.id);

describe('session Q&A', () => {
  it('hides an anonymous author from other attendees, never from staff or the session’s speakers', async () => {
    const c = await liveCast(t.app.ctx);
    const asked = await qa.ask(actorOf(c.attendee), c.sessionId, { body: 'Why?', is_anonymous: true });
    expect(asked.author?.id).toBe(c.attendee);
    const seen = async (id: number) =>
      (await qa.list(actorOf(id), c.sessionId, { sort: 'time' })).questions.find((q) => q.id === asked.id);
    expect((await seen(c.attendee2))?.author).toBeNull();
    expect((await seen(c.otherSpeaker))?.author).toBeNull();
    expect((await seen(c.moderator))?.author?.id).toBe(c.attendee);
    expect((await seen(c.organizer))?.author?.id).toBe(c.attendee);
    expect((await seen(c.speaker))?.author?.id).toBe(c.attendee);
    expect(await codeOf(qa.list(actorOf(c.stranger), c.sessionId, { sort: 'time' }))).toBe('NOT_FOUND');
    expect(await codeOf(qa.ask(actorOf(c.stranger), c.sessionId, { body: 'Me?', is_anonymous: false }))).toBe(
      'NOT_FOUND',
    );
  });

  it('counts one upvote per person and sorts by votes (pinned first) or by time', async () => {
    const c = await liveCast(t.app.ctx);
    const a = await qa.ask(actorOf(c.attendee), c.sessionId, { body: 'First', is_anonymous: false });
    const b = await qa.ask(actorOf(c.attendee2), c.sessionId, { body: 'Second', is_anonymous: false });
    const d = await qa.ask(actorOf(c.attendee2), c.sessionId, { body: 'Third', is_anonymous: false });
    await qa.vote(actorOf(c.attendee), b.id, true);
    await qa.vote(actorOf(c.attendee), b.id, true);
    const voted = await qa.vote(actorOf(c.organizer), b.id, true);
    expect(voted).toMatchObject({ upvote_count: 2, has_upvoted: true });
    await qa.vote(actorOf(c.attendee), a.id, true);
    expect(ids((await qa.list(actorOf(c.attendee), c.sessionId, { sort: 'votes' })).questions)).toEqual([
      b.id,
      a.id,
      d.id,
    ]);
    expect(ids((await qa.list(actorOf(c.attendee), c.sessionId, { sort: 'time' })).questions)).toEqual([
      d.id,
      b.id,
      a.id,
    ]);
    await qa.update(actorOf(c.speaker), d.id, { is_pinned: true });
    expect(ids((await qa.list(actorOf(c.attendee), c.sessionId, { sort: 'votes' })).questions)).toEqual([
      d.id,
      b.id,
      a.id,
    ]);
    const undone = await qa.vote(actorOf(c.attendee), b.id, false);
    expect(undone).toMatchObject({ upvote_count: 1, has_upvoted: false });
  });

  it('keeps upvote counts exact when many people vote at once, and the same person twice', async () => {
    const c = await liveCast(t.app.ctx);
    const q = await qa.ask(actorOf(c.attendee), c.sessionId, { body: 'Busy?', is_anonymous: false });
    const voters = await Promise.all(Array.from({ length: 12 }, (_, i) => makeUser(t.app.ctx.db, `Voter${i}`)));
    await t.app.ctx.db
      .insert(eventUsers)
      .values(voters.map((user_id) => ({ event_id: c.eventId, user_id, role: 'ATTENDEE' as const })));
    await Promise.all([...voters, ...voters.slice(0, 4)].map((id) => qa.vote(actorOf(id), q.id, true)));
    const seen = (await qa.list(actorOf(c.attendee), c.sessionId, { sort: 'votes' })).questions.find(
      (x) => x.id === q.id,
    );
    expect(seen?.upvote_count).toBe(12);
  });

  it('lets staff and the session’s speakers answer, pin and hide; a hidden question disappears for attendees', async () => {
    const c = await liveCast(t.app.ctx);
    const q = await qa.ask(actorOf(c.attendee), c.sessionId, { body: 'Off topic', is_anonymous: false });
    expect(await codeOf(qa.update(actorOf(c.attendee2), q.id, { is_answered: true }))).toBe('FORBIDDEN');
    expect(await codeOf(qa.update(actorOf(c.otherSpeaker), q.id, { is_answered: true }))).toBe('FORBIDDEN');
    expect(await qa.update(actorOf(c.speaker), q.id, { is_answered: true })).toMatchObject({ is_answered: true });

    const events: DomainEventMap['live.question_changed'][] = [];
    const stop = t.app.ctx.domainEvents.subscribe('live.question_changed', (e) => events.push(e));
    await qa.update(actorOf(c.moderator), q.id, { is_hidden: true });
    stop();
    expect(events[0]).toMatchObject({ questionId: q.id, publicView: null, staffView: { is_hidden: true } });

    expect(ids((await qa.list(actorOf(c.attendee2), c.sessionId, { sort: 'time' })).questions)).not.toContain(q.id);
    expect(ids((await qa.list(actorOf(c.speaker), c.sessionId, { sort: 'time' })).questions)).toContain(q.id);
    expect(await codeOf(qa.vote(actorOf(c.attendee2), q.id, true))).toBe('NOT_FOUND');
  });

  it('lets the author or staff delete a question, nobody else', async () => {
    const c = await liveCast(t.app.ctx);
    const q = await qa.ask(actorOf(c.attendee), c.sessionId, { body: 'Delete me', is_anonymous: false });
    expect(await codeOf(qa.remove(actorOf(c.attendee2), q.id))).toBe('FORBIDDEN');
    expect(await codeOf(qa.remove(actorOf(c.organizer), q.id))).toBe('ok');
    expect(ids((await qa.list(actorOf(c.moderator), c.sessionId, { sort: 'time' })).questions)).not.toContain(q.id);
    const own = await qa.ask(actorOf(c.attendee), c.sessionId, { body: 'Mine', is_anonymous: false });
    expect(await codeOf(qa.remove(actorOf(c.attendee), own.id))).toBe('ok');
  });

  it('rate-limits asking', async () => {
    const c = await liveCast(t.app.ctx);
    const results = await Promise.all(
      Array.from({ length: 7 }, (_, i) =>
        codeOf(qa.ask(actorOf(c.attendee2), c.sessionId, { body: `q${i}`, is_anonymous: false })),
      ),
    );
    expect(results.filter((r) => r === 'RATE_LIMITED')).toHaveLength(2);
  });
});
