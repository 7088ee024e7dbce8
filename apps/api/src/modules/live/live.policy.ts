import type { ChatRoom } from '@atria/contracts/live';
import { eventsPolicy, type EventAccess } from '../events/events.policy';

/** Who someone is to a live session: their event access, whether they speak in it, and their standing. */
export interface LiveFacts {
  access: EventAccess;
  /** Listed among this session's speakers. */
  isSessionSpeaker: boolean;
  banned: boolean;
  /** End of a mute in the event, if any (past values mean no mute). */
  mutedUntil: Date | null;
}

export type PollStatus = 'DRAFT' | 'OPEN' | 'CLOSED';

const participant = (f: LiveFacts): boolean => !f.banned && eventsPolicy.canView(f.access);

/**
 * Pure rules of the live session (docs/live.md#permissions). The event's staff are its organizers and admins
 * (organization owners/admins included) and its moderators; the session's speakers share the backstage and
 * answer questions. A ban shuts someone out of everything; a mute stops them writing until it ends.
 */
export const livePolicy = {
  isStaff: (a: EventAccess): boolean => eventsPolicy.canEdit(a) || a.eventRole === 'MODERATOR',
  isMuted: (f: LiveFacts, now: Date): boolean => f.mutedUntil !== null && f.mutedUntil > now,

  /** Read a chat room and be told of its messages live. */
  canReadRoom(f: LiveFacts, room: ChatRoom): boolean {
    if (!participant(f)) return false;
    return room === 'PUBLIC' || livePolicy.isStaff(f.access) || f.isSessionSpeaker;
  },

  /** Post in a chat room: a reader who is not muted. Staff are never muted (see canMute). */
  canPost: (f: LiveFacts, room: ChatRoom, now: Date): boolean =>
    livePolicy.canReadRoom(f, room) && !livePolicy.isMuted(f, now),

  canAsk: (f: LiveFacts, now: Date): boolean => participant(f) && !livePolicy.isMuted(f, now),
  /** Upvote questions and vote in polls (a mute silences, it does not take away a vote). */
  canVote: (f: LiveFacts): boolean => participant(f),
  /** Mark answered, pin, hide: the event's staff and the session's speakers. */
  canManageQuestions: (f: LiveFacts): boolean => participant(f) && (livePolicy.isStaff(f.access) || f.isSessionSpeaker),
  /**
   * An anonymous question's author is shown to its author and to those who manage questions (staff and the
   * session's speakers: the backstage), never to other attendees.
   */
  seesAuthor: (f: LiveFacts, viewerId: number, q: { author_id: number; is_anonymous: boolean }): boolean =>
    !q.is_anonymous || q.author_id === viewerId || livePolicy.canManageQuestions(f),
  seesHidden: (f: LiveFacts): boolean => livePolicy.canManageQuestions(f),

  canManagePolls: (f: LiveFacts): boolean => participant(f) && livePolicy.isStaff(f.access),
  /** A poll's results: staff always; everyone else once they voted, or when it is closed. Drafts: staff only. */
  seesPollResults(f: LiveFacts, status: PollStatus, hasVoted: boolean): boolean {
    if (livePolicy.canManagePolls(f)) return true;
    if (!participant(f) || status === 'DRAFT') return false;
    return status === 'CLOSED' || hasVoted;
  },
  seesPoll: (f: LiveFacts, status: PollStatus): boolean =>
    livePolicy.canManagePolls(f) || (participant(f) && status !== 'DRAFT'),

  /** Delete any message or question, mute, ban, read the moderation log. */
  canModerate: (f: LiveFacts): boolean => participant(f) && livePolicy.isStaff(f.access),
  /** Staff cannot be muted or banned (a moderator cannot lock out an organizer). */
  canSanction: (moderator: LiveFacts, target: EventAccess): boolean =>
    livePolicy.canModerate(moderator) && !livePolicy.isStaff(target),
};
