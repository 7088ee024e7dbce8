import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { EventUserRole, OrganizationRole } from '@atria/contracts';
import {
  emailChanges,
  connections,
  directMessageThreads,
  directMessages,
  eventUsers,
  events,
  notifications,
  organizationUsers,
  organizations,
  refreshTokens,
  sessionChatMessages,
  sessionPollOptions,
  sessionPolls,
  sessionQuestions,
  reports,
  sessionSpeakers,
  sponsorTiers,
  webhookDeliveries,
  webhookEndpoints,
  webhookEvents,
  sponsors,
  sessions,
  users,
} from '../db/schema';
import { randomToken, sha256 } from '../lib/secrets';
import { hashPassword } from '../lib/passwords';
import { createInvitation } from '../modules/invitations/invitations.service';

/**
 * The actors of the permission matrix, in the column order of its table:
 * anonymous, an authenticated stranger, organization OWNER / ADMIN / MEMBER, event ADMIN / ORGANIZER /
 * SPEAKER / MODERATOR / ATTENDEE (participants only, not organization members), and a direct-message thread's
 * participant and a non-participant (both members of a second organization, unrelated to the first).
 */
export const ACTORS = [
  'anon',
  'stranger',
  'orgOwner',
  'orgAdmin',
  'orgMember',
  'evAdmin',
  'evOrganizer',
  'evSpeaker',
  'evModerator',
  'evAttendee',
  'participant',
  'nonParticipant',
] as const;
export type ActorName = (typeof ACTORS)[number];
export type SignedInActor = Exclude<ActorName, 'anon'>;

/**
 * People who are acted upon: a second org member, a second attendee, the participant's peer, an invitee of the
 * organization and one of the event (an attendee who has not claimed the event's link yet).
 */
const TARGETS = ['colleague', 'guest', 'peer', 'invitee', 'eventInvitee', 'loginUser'] as const;
type PersonName = SignedInActor | (typeof TARGETS)[number];
const PEOPLE: PersonName[] = [...ACTORS.filter((a): a is SignedInActor => a !== 'anon'), ...TARGETS];

const ORG_ROLES: [PersonName, OrganizationRole][] = [
  ['orgOwner', 'OWNER'],
  ['orgAdmin', 'ADMIN'],
  ['orgMember', 'MEMBER'],
  ['colleague', 'MEMBER'],
  ['invitee', 'MEMBER'],
];
const EVENT_ROLES: [PersonName, EventUserRole][] = [
  ['evAdmin', 'ADMIN'],
  ['evOrganizer', 'ORGANIZER'],
  ['evSpeaker', 'SPEAKER'],
  ['evModerator', 'MODERATOR'],
  ['evAttendee', 'ATTENDEE'],
  ['guest', 'ATTENDEE'],
  ['eventInvitee', 'ATTENDEE'],
];
const SECOND_ORG: PersonName[] = ['participant', 'peer', 'nonParticipant'];

export const WORLD_PASSWORD = 'matrix password 1';
let passwordHash: Promise<string> | undefined;

/** Everything one matrix cell may touch, freshly made so that cells never depend on each other. */
export interface World {
  orgId: number;
  secondOrgId: number;
  eventId: number;
  sessionId: number;
  threadId: number;
  /** The guest's message in the session's public chat, and their question. */
  chatMessageId: number;
  questionId: number;
  /** Polls of the session: a draft and an open one (single choice), with the open one's first option. */
  draftPollId: number;
  openPollId: number;
  openPollOptionId: number;
  /** A notification of the organization owner (only they may mark it read). */
  notificationId: number;
  /** Networking (docs/networking.md): the peer's pending request to the participant, a report about the guest. */
  connectionId: number;
  reportId: number;
  /** One sponsor tier of the event with one sponsor. */
  tierId: number;
  sponsorId: number;
  /** A webhook endpoint of organization O (subscribed to sessions), with one delivery in its log. */
  webhookId: number;
  webhookDeliveryId: number;
  ids: Record<PersonName, number>;
  emails: Record<PersonName, string>;
  tokens: Record<SignedInActor, { access: string; refresh: string }>;
  /** Each signed-in actor's login (refresh family), as `GET /auth/logins` names it. */
  families: Record<SignedInActor, string>;
  invitationToken: string;
  /** The token of a waiting email change of the invitee's (docs/security/account.md, section 5). */
  emailChangeToken: string;
  /** A fresh suffix for names and emails that must be unique. */
  unique: () => string;
}

function one<T>(rows: T[], what: string): T {
  const row = rows[0];
  if (!row) throw new Error(`world: no ${what}`);
  return row;
}

/**
 * Builds a world straight in the database (no password hashing, no HTTP), and signs tokens for every
 * signed-in actor with the app's own signer: cheap enough for one world per matrix cell.
 */
export async function buildWorld(app: FastifyInstance): Promise<World> {
  const { db } = app.ctx;
  const tag = randomBytes(5).toString('hex');
  let n = 0;
  const unique = () => `${tag}${(n += 1)}`;
  const emails = Object.fromEntries(PEOPLE.map((p) => [p, `${p.toLowerCase()}.${tag}@matrix.test`])) as Record<
    PersonName,
    string
  >;
  passwordHash ??= hashPassword(WORLD_PASSWORD);
  const hash = await passwordHash;
  const rows = await db
    .insert(users)
    .values(
      PEOPLE.map((p) => ({
        email: emails[p],
        first_name: p,
        last_name: 'Matrix',
        password_hash: p === 'invitee' || p === 'eventInvitee' ? null : hash,
      })),
    )
    .returning({ id: users.id, email: users.email });
  const ids = Object.fromEntries(
    PEOPLE.map((p) => [
      p,
      one(
        rows.filter((r) => r.email === emails[p]),
        p,
      ).id,
    ]),
  ) as Record<PersonName, number>;

  const org = one(
    await db
      .insert(organizations)
      .values({ name: `Matrix Org ${tag}` })
      .returning(),
    'organization',
  );
  const second = one(
    await db
      .insert(organizations)
      .values({ name: `Matrix Second Org ${tag}` })
      .returning(),
    'organization',
  );
  await db
    .insert(organizationUsers)
    .values([
      ...ORG_ROLES.map(([p, role]) => ({ organization_id: org.id, user_id: ids[p], role })),
      ...SECOND_ORG.map((p) => ({ organization_id: second.id, user_id: ids[p], role: 'MEMBER' as const })),
    ]);
  const event = one(
    await db
      .insert(events)
      .values({
        organization_id: org.id,
        title: 'Matrix Event',
        event_type: 'CONFERENCE',
        start_date: '2031-05-01',
        end_date: '2031-05-02',
        company_name: 'Matrix Co',
      })
      .returning(),
    'event',
  );
  await db.insert(eventUsers).values(EVENT_ROLES.map(([p, role]) => ({ event_id: event.id, user_id: ids[p], role })));
  const session = one(
    await db
      .insert(sessions)
      .values({ event_id: event.id, title: 'Matrix Session', start_time: '09:00', end_time: '10:00', day_number: 1 })
      .returning(),
    'session',
  );
  await db
    .insert(sessionSpeakers)
    .values({ session_id: session.id, user_id: ids.evSpeaker, role: 'SPEAKER', order: 1 });

  const message = one(
    await db
      .insert(sessionChatMessages)
      .values({ session_id: session.id, room: 'PUBLIC', author_id: ids.guest, body: 'hello from the guest' })
      .returning({ id: sessionChatMessages.id }),
    'chat message',
  );
  const question = one(
    await db
      .insert(sessionQuestions)
      .values({ session_id: session.id, author_id: ids.guest, body: 'A question from the guest?' })
      .returning({ id: sessionQuestions.id }),
    'question',
  );
  const polls = await db
    .insert(sessionPolls)
    .values([
      { session_id: session.id, created_by: ids.evOrganizer, question: 'Draft?', kind: 'SINGLE', status: 'DRAFT' },
      { session_id: session.id, created_by: ids.evOrganizer, question: 'Open?', kind: 'SINGLE', status: 'OPEN' },
    ])
    .returning({ id: sessionPolls.id, status: sessionPolls.status });
  const draftPoll = one(
    polls.filter((p) => p.status === 'DRAFT'),
    'draft poll',
  );
  const openPoll = one(
    polls.filter((p) => p.status === 'OPEN'),
    'open poll',
  );
  const options = await db
    .insert(sessionPollOptions)
    .values(
      [draftPoll.id, openPoll.id].flatMap((poll_id) => [
        { poll_id, label: 'Yes', position: 1 },
        { poll_id, label: 'No', position: 2 },
      ]),
    )
    .returning({
      id: sessionPollOptions.id,
      poll_id: sessionPollOptions.poll_id,
      position: sessionPollOptions.position,
    });
  const openOption = one(
    options.filter((o) => o.poll_id === openPoll.id && o.position === 1),
    'poll option',
  );

  const [low, high] = ids.participant < ids.peer ? [ids.participant, ids.peer] : [ids.peer, ids.participant];
  const thread = one(
    await db
      .insert(directMessageThreads)
      .values({ user_low_id: low, user_high_id: high, last_message_at: new Date() })
      .returning(),
    'thread',
  );
  await db.insert(directMessages).values({ thread_id: thread.id, sender_id: ids.peer, content: 'hello from the peer' });

  const [notification] = await db
    .insert(notifications)
    .values({
      user_id: ids.orgOwner,
      kind: 'session_reminder',
      data: {
        session_id: session.id,
        session_title: 'Matrix Session',
        event_id: event.id,
        event_title: 'Matrix Event',
        starts_at: '2031-06-01T09:00:00.000Z',
        time_zone: 'UTC',
        minutes_before: 10,
      },
    })
    .returning({ id: notifications.id });
  if (!notification) throw new Error('world: no notification');
  const connection = one(
    await db
      .insert(connections)
      .values({ user_low_id: low, user_high_id: high, requester_id: ids.peer, note: 'hello' })
      .returning(),
    'connection',
  );
  const report = one(
    await db
      .insert(reports)
      .values({ event_id: event.id, reporter_id: ids.evAttendee, reported_user_id: ids.guest, reason: 'spam' })
      .returning(),
    'report',
  );
  const tier = one(
    await db.insert(sponsorTiers).values({ event_id: event.id, name: 'Gold', order: 1 }).returning(),
    'tier',
  );
  const sponsor = one(
    await db.insert(sponsors).values({ event_id: event.id, tier_id: tier.id, name: 'Acme', order: 1 }).returning(),
    'sponsor',
  );

  const webhook = one(
    await db
      .insert(webhookEndpoints)
      .values({
        organization_id: org.id,
        url: 'https://93.184.215.14/world-hook',
        event_types: ['session'],
        secret: 'whsec_world',
        created_by: ids.orgOwner,
      })
      .returning(),
    'webhook',
  );
  const webhookEvent = one(
    await db.insert(webhookEvents).values({ organization_id: org.id, type: 'webhook.test', data: {} }).returning(),
    'webhook event',
  );
  const webhookDelivery = one(
    await db
      .insert(webhookDeliveries)
      .values({ endpoint_id: webhook.id, event_id: webhookEvent.id, status: 'delivered' })
      .returning(),
    'webhook delivery',
  );

  const path = await createInvitation(db, app.ctx, ids.invitee, { invitedBy: ids.orgOwner, organizationId: org.id });
  await createInvitation(db, app.ctx, ids.eventInvitee, { invitedBy: ids.evAdmin, eventId: event.id });
  const emailChangeToken = randomToken(32);
  await db.insert(emailChanges).values({
    user_id: ids.invitee,
    new_email: `changed.${unique()}@matrix.test`,
    token_hash: sha256(emailChangeToken),
    expires_at: new Date(Date.now() + 3_600_000),
  });
  const tokens = {} as Record<SignedInActor, { access: string; refresh: string }>;
  const families = {} as Record<SignedInActor, string>;
  const refreshRows: (typeof refreshTokens.$inferInsert)[] = [];
  for (const actor of ACTORS) {
    if (actor === 'anon') continue;
    const family = randomUUID();
    families[actor] = family;
    const refresh = randomToken(32);
    refreshRows.push({
      user_id: ids[actor],
      family_id: family,
      token_hash: sha256(refresh),
      expires_at: new Date(Date.now() + 3_600_000),
    });
    tokens[actor] = { access: await app.ctx.tokens.signAccess(ids[actor], family), refresh };
  }
  await db.insert(refreshTokens).values(refreshRows);

  return {
    orgId: org.id,
    secondOrgId: second.id,
    eventId: event.id,
    sessionId: session.id,
    threadId: thread.id,
    chatMessageId: message.id,
    questionId: question.id,
    draftPollId: draftPoll.id,
    openPollId: openPoll.id,
    openPollOptionId: openOption.id,
    notificationId: notification.id,
    connectionId: connection.id,
    reportId: report.id,
    tierId: tier.id,
    sponsorId: sponsor.id,
    webhookId: webhook.id,
    webhookDeliveryId: webhookDelivery.id,
    ids,
    emails,
    tokens,
    families,
    invitationToken: path.replace(/^\/invite\//, ''),
    emailChangeToken,
    unique,
  };
}
