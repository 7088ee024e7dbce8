import type { StartFacts } from './messages.types';

/** The two participants of a thread, stored ordered: low < high. */
export interface ThreadPair {
  user_low_id: number;
  user_high_id: number;
}

export type StartDecision = 'ok' | 'self' | 'unknown-user' | 'unknown-event' | 'target-not-in-event';

/** Pure rules for direct messages. */
export const messagesPolicy = {
  /** The stored order of a pair. */
  pair(a: number, b: number): ThreadPair {
    return a < b ? { user_low_id: a, user_high_id: b } : { user_low_id: b, user_high_id: a };
  },

  isParticipant(actorId: number, t: ThreadPair): boolean {
    return t.user_low_id === actorId || t.user_high_id === actorId;
  },

  /** The participant who is not `actorId` (call only for a participant). */
  otherParticipant(actorId: number, t: ThreadPair): number {
    return t.user_low_id === actorId ? t.user_high_id : t.user_low_id;
  },

  /**
   * Who may open a thread with whom: never yourself; only someone you share an organization or event with
   * (anyone else is 'unknown', like a user who does not exist); for an event thread, both must see the event.
   */
  canStart(actorId: number, targetId: number, eventId: number | null, f: StartFacts): StartDecision {
    if (actorId === targetId) return 'self';
    if (!f.targetExists || !f.sharesContext) return 'unknown-user';
    if (eventId === null) return 'ok';
    if (!f.actorSeesEvent) return 'unknown-event';
    if (!f.targetSeesEvent) return 'target-not-in-event';
    return 'ok';
  },

  /**
   * Whether a conversation the rules above allow may be opened now: never while either blocked the other; a
   * new one only when the other person's message setting lets the actor in (an existing one goes on).
   */
  mayOpen(f: StartFacts, exists: boolean): boolean {
    if (f.blocked === true) return false;
    return exists || f.acceptsNew !== false;
  },

  /**
   * What a user may do with a thread: nothing unless a participant (others get 404); reading always; sending
   * only while the relationship that allows a thread still holds (same rule as `canStart`), so someone removed
   * from the shared organization or event can no longer be messaged, while the history stays readable.
   */
  access(actorId: number, t: ThreadPair, relationshipHolds: boolean): 'none' | 'read' | 'read-write' {
    if (t.user_low_id !== actorId && t.user_high_id !== actorId) return 'none';
    return relationshipHolds ? 'read-write' : 'read';
  },
};
