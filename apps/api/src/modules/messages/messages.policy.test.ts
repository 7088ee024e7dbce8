import { describe, expect, it } from 'vitest';
import { messagesPolicy as p } from './messages.policy';
import type { StartFacts } from './messages.types';

const shares: StartFacts = { targetExists: true, sharesContext: true };

describe('messagesPolicy', () => {
  it('stores a pair low then high, whichever side starts', () => {
    expect(p.pair(7, 3)).toEqual({ user_low_id: 3, user_high_id: 7 });
    expect(p.pair(3, 7)).toEqual({ user_low_id: 3, user_high_id: 7 });
  });

  it('knows the two participants and nobody else', () => {
    const t = p.pair(3, 7);
    expect(p.isParticipant(3, t)).toBe(true);
    expect(p.isParticipant(7, t)).toBe(true);
    expect(p.isParticipant(5, t)).toBe(false);
    expect(p.otherParticipant(3, t)).toBe(7);
    expect(p.otherParticipant(7, t)).toBe(3);
  });

  it('refuses a thread with yourself before anything else', () => {
    expect(p.canStart(3, 3, null, shares)).toBe('self');
  });

  it('treats a user you share nothing with like a user who does not exist', () => {
    expect(p.canStart(3, 7, null, { targetExists: false, sharesContext: false })).toBe('unknown-user');
    expect(p.canStart(3, 7, null, { targetExists: true, sharesContext: false })).toBe('unknown-user');
    expect(p.canStart(3, 7, null, shares)).toBe('ok');
  });

  it('requires both to see the event of an event thread', () => {
    expect(p.canStart(3, 7, 9, { ...shares, actorSeesEvent: false, targetSeesEvent: true })).toBe('unknown-event');
    expect(p.canStart(3, 7, 9, { ...shares, actorSeesEvent: true, targetSeesEvent: false })).toBe(
      'target-not-in-event',
    );
    expect(p.canStart(3, 7, 9, { ...shares, actorSeesEvent: true, targetSeesEvent: true })).toBe('ok');
    expect(
      p.canStart(3, 7, 9, { targetExists: true, sharesContext: false, actorSeesEvent: true, targetSeesEvent: true }),
    ).toBe('unknown-user');
  });

  it('lets participants read, and send only while the relationship holds; others get nothing', () => {
    const t = p.pair(3, 7);
    expect(p.access(3, t, true)).toBe('read-write');
    expect(p.access(7, t, false)).toBe('read');
    expect(p.access(5, t, true)).toBe('none');
  });
});
