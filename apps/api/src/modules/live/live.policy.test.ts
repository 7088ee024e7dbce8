import { describe, expect, it } from 'vitest';
import type { EventAccess } from '../events/events.policy';
import { livePolicy, type LiveFacts } from './live.policy';

const NOW = new Date('2031-05-01T10:00:00Z');
const access = (orgRole: EventAccess['orgRole'], eventRole: EventAccess['eventRole']): EventAccess => ({
  orgRole,
  eventRole,
});
const facts = (a: EventAccess, extra: Partial<LiveFacts> = {}): LiveFacts => ({
  access: a,
  isSessionSpeaker: false,
  banned: false,
  mutedUntil: null,
  ...extra,
});

const ROLES: Record<string, LiveFacts> = {
  owner: facts(access('OWNER', null)),
  orgAdmin: facts(access('ADMIN', null)),
  eventAdmin: facts(access(null, 'ADMIN')),
  organizer: facts(access(null, 'ORGANIZER')),
  moderator: facts(access(null, 'MODERATOR')),
  sessionSpeaker: facts(access(null, 'SPEAKER'), { isSessionSpeaker: true }),
  otherSpeaker: facts(access(null, 'SPEAKER')),
  attendee: facts(access(null, 'ATTENDEE')),
  orgMember: facts(access('MEMBER', null)),
  stranger: facts(access(null, null)),
  banned: facts(access(null, 'ATTENDEE'), { banned: true }),
  muted: facts(access(null, 'ATTENDEE'), { mutedUntil: new Date(NOW.getTime() + 60_000) }),
  muteOver: facts(access(null, 'ATTENDEE'), { mutedUntil: new Date(NOW.getTime() - 1) }),
};

const who = (pred: (f: LiveFacts) => boolean): string[] =>
  Object.entries(ROLES)
    .filter(([, f]) => pred(f))
    .map(([name]) => name);

const STAFF = ['owner', 'orgAdmin', 'eventAdmin', 'organizer', 'moderator'];
const PARTICIPANTS = [...STAFF, 'sessionSpeaker', 'otherSpeaker', 'attendee', 'orgMember', 'muted', 'muteOver'];

describe('live policy', () => {
  it('lets every participant read the public chat, but not strangers or the banned', () => {
    expect(who((f) => livePolicy.canReadRoom(f, 'PUBLIC')).sort()).toEqual([...PARTICIPANTS].sort());
  });

  it('keeps the backstage to the session’s speakers and the event’s staff', () => {
    expect(who((f) => livePolicy.canReadRoom(f, 'BACKSTAGE')).sort()).toEqual([...STAFF, 'sessionSpeaker'].sort());
  });

  it('stops a muted participant posting and asking until the mute ends', () => {
    expect(livePolicy.canPost(ROLES.muted as LiveFacts, 'PUBLIC', NOW)).toBe(false);
    expect(livePolicy.canAsk(ROLES.muted as LiveFacts, NOW)).toBe(false);
    expect(livePolicy.canPost(ROLES.muteOver as LiveFacts, 'PUBLIC', NOW)).toBe(true);
    expect(livePolicy.canAsk(ROLES.muteOver as LiveFacts, NOW)).toBe(true);
    expect(who((f) => livePolicy.canAsk(f, NOW))).not.toContain('stranger');
    expect(who((f) => livePolicy.canAsk(f, NOW))).not.toContain('banned');
  });

  it('lets a muted participant still vote; not strangers or the banned', () => {
    expect(who(livePolicy.canVote).sort()).toEqual([...PARTICIPANTS].sort());
  });

  it('lets staff and the session’s speakers manage questions, nobody else', () => {
    expect(who(livePolicy.canManageQuestions).sort()).toEqual([...STAFF, 'sessionSpeaker'].sort());
    expect(who(livePolicy.seesHidden).sort()).toEqual([...STAFF, 'sessionSpeaker'].sort());
  });

  it('shows an anonymous author to the author, staff and the session’s speakers only', () => {
    const q = { author_id: 7, is_anonymous: true };
    expect(who((f) => livePolicy.seesAuthor(f, 1, q)).sort()).toEqual([...STAFF, 'sessionSpeaker'].sort());
    expect(livePolicy.seesAuthor(ROLES.attendee as LiveFacts, 7, q)).toBe(true);
    expect(livePolicy.seesAuthor(ROLES.attendee as LiveFacts, 1, { author_id: 7, is_anonymous: false })).toBe(true);
  });

  it('lets only staff manage polls and moderate', () => {
    expect(who(livePolicy.canManagePolls).sort()).toEqual([...STAFF].sort());
    expect(who(livePolicy.canModerate).sort()).toEqual([...STAFF].sort());
  });

  it('shows poll results to voters, to everyone once closed, and drafts to staff only', () => {
    const attendee = ROLES.attendee as LiveFacts;
    expect(livePolicy.seesPollResults(attendee, 'OPEN', false)).toBe(false);
    expect(livePolicy.seesPollResults(attendee, 'OPEN', true)).toBe(true);
    expect(livePolicy.seesPollResults(attendee, 'CLOSED', false)).toBe(true);
    expect(livePolicy.seesPoll(attendee, 'DRAFT')).toBe(false);
    expect(livePolicy.seesPollResults(ROLES.moderator as LiveFacts, 'OPEN', false)).toBe(true);
    expect(livePolicy.seesPollResults(ROLES.stranger as LiveFacts, 'CLOSED', false)).toBe(false);
    expect(livePolicy.seesPollResults(ROLES.banned as LiveFacts, 'CLOSED', true)).toBe(false);
  });

  it('never lets anyone mute or ban the staff', () => {
    const moderator = ROLES.moderator as LiveFacts;
    expect(livePolicy.canSanction(moderator, access(null, 'ATTENDEE'))).toBe(true);
    expect(livePolicy.canSanction(moderator, access(null, 'SPEAKER'))).toBe(true);
    for (const staff of STAFF)
      expect(livePolicy.canSanction(moderator, (ROLES[staff] as LiveFacts).access)).toBe(false);
    expect(livePolicy.canSanction(ROLES.attendee as LiveFacts, access(null, 'ATTENDEE'))).toBe(false);
  });
});
