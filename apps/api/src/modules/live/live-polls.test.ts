import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventUsers } from '../../db/schema';
import type { AppError } from '../../errors';
import { makeUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/helpers';
import { createLivePollsService } from './live-polls.service';
import { actorOf, liveCast } from './live-cast.test-helpers';

let t: TestApp;
let polls: ReturnType<typeof createLivePollsService>;

beforeAll(async () => {
  t = await createTestApp();
  polls = createLivePollsService(t.app.ctx);
});
afterAll(async () => t.close());

const codeOf = (p: Promise<unknown>) =>
  p.then(
    () => 'ok',
    (e: AppError) => e.code,
  );

async function attendees(eventId: number, n: number): Promise<number[]> {
  const ids = await Promise.all(Array.from({ length: n }, (_, i) => makeUser(t.app.ctx.db, `Voter${i}`)));
  await t.app.ctx.db
    .insert(eventUsers)
    .values(ids.map((user_id) => ({ event_id: eventId, user_id, role: 'ATTENDEE' as const })));
  return ids;
}

describe('session polls', () => {
  it('lets only staff create, open and close polls; drafts are invisible to attendees', async () => {
    const c = await liveCast(t.app.ctx);
    const body = { question: 'Lunch?', kind: 'SINGLE' as const, options: ['Pizza', 'Salad'] };
    expect(await codeOf(polls.create(actorOf(c.attendee), c.sessionId, body))).toBe('FORBIDDEN');
    expect(await codeOf(polls.create(actorOf(c.speaker), c.sessionId, body))).toBe('FORBIDDEN');
    expect(await codeOf(polls.create(actorOf(c.stranger), c.sessionId, body))).toBe('NOT_FOUND');
    const poll = await polls.create(actorOf(c.moderator), c.sessionId, body);
    expect((await polls.list(actorOf(c.attendee), c.sessionId)).polls).toEqual([]);
    expect(await codeOf(polls.open(actorOf(c.attendee), poll.id))).toBe('NOT_FOUND');
    expect((await polls.open(actorOf(c.organizer), poll.id)).status).toBe('OPEN');
    expect(await codeOf(polls.open(actorOf(c.organizer), poll.id))).toBe('CONFLICT');
    expect((await polls.list(actorOf(c.attendee), c.sessionId)).polls.map((p) => p.id)).toEqual([poll.id]);
  });

  it('shows results to a voter after voting and to everyone once closed; votes can change while open', async () => {
    const c = await liveCast(t.app.ctx);
    const poll = await polls.create(actorOf(c.moderator), c.sessionId, {
      question: 'Pick',
      kind: 'SINGLE',
      options: ['A', 'B'],
    });
    await polls.open(actorOf(c.moderator), poll.id);
    const [a, b] = poll.options.map((o) => o.id) as [number, number];
    const before = (await polls.list(actorOf(c.attendee), c.sessionId)).polls[0];
    expect(before?.total_voters).toBeNull();
    expect(before?.options.every((o) => o.votes === null)).toBe(true);
    expect(await codeOf(polls.vote(actorOf(c.attendee), poll.id, { option_ids: [a, b] }))).toBe('VALIDATION');
    expect(await codeOf(polls.vote(actorOf(c.attendee), poll.id, { option_ids: [999_999] }))).toBe('VALIDATION');
    const voted = await polls.vote(actorOf(c.attendee), poll.id, { option_ids: [a] });
    expect(voted).toMatchObject({ total_voters: 1, my_option_ids: [a] });
    const changed = await polls.vote(actorOf(c.attendee), poll.id, { option_ids: [b] });
    expect(changed.options.map((o) => o.votes)).toEqual([0, 1]);
    expect((await polls.list(actorOf(c.attendee2), c.sessionId)).polls[0]?.total_voters).toBeNull();
    await polls.close(actorOf(c.moderator), poll.id);
    expect((await polls.list(actorOf(c.attendee2), c.sessionId)).polls[0]?.options.map((o) => o.votes)).toEqual([0, 1]);
    expect(await codeOf(polls.vote(actorOf(c.attendee), poll.id, { option_ids: [a] }))).toBe('CONFLICT');
  });

  it('counts every one of many simultaneous votes exactly once, multiple choice included', async () => {
    const c = await liveCast(t.app.ctx);
    const poll = await polls.create(actorOf(c.moderator), c.sessionId, {
      question: 'Which?',
      kind: 'MULTIPLE',
      options: ['X', 'Y', 'Z'],
    });
    await polls.open(actorOf(c.moderator), poll.id);
    const [x, y] = poll.options.map((o) => o.id) as [number, number];
    const voters = await attendees(c.eventId, 20);
    await Promise.all(
      voters.flatMap((id) => [
        polls.vote(actorOf(id), poll.id, { option_ids: [x] }),
        polls.vote(actorOf(id), poll.id, { option_ids: [x, y] }),
      ]),
    );
    const seen = (await polls.list(actorOf(c.moderator), c.sessionId)).polls[0];
    expect(seen?.total_voters).toBe(20);
    expect(seen?.options[0]?.votes).toBe(20);
  });

  it('makes the results at closing final: votes racing the close either count or are refused', async () => {
    const c = await liveCast(t.app.ctx);
    const poll = await polls.create(actorOf(c.moderator), c.sessionId, {
      question: 'Race',
      kind: 'SINGLE',
      options: ['A', 'B'],
    });
    await polls.open(actorOf(c.moderator), poll.id);
    const a = poll.options[0]?.id ?? 0;
    const voters = await attendees(c.eventId, 15);
    const outcomes = await Promise.all([
      ...voters.slice(0, 7).map((id) => codeOf(polls.vote(actorOf(id), poll.id, { option_ids: [a] }))),
      codeOf(polls.close(actorOf(c.moderator), poll.id)),
      ...voters.slice(7).map((id) => codeOf(polls.vote(actorOf(id), poll.id, { option_ids: [a] }))),
    ]);
    const accepted = outcomes.filter((o, i) => i !== 7 && o === 'ok').length;
    expect(outcomes[7]).toBe('ok');
    expect(outcomes.every((o) => o === 'ok' || o === 'CONFLICT')).toBe(true);
    const final = (await polls.list(actorOf(c.attendee), c.sessionId)).polls[0];
    expect(final?.total_voters).toBe(accepted);
  });
});
