import { SOCKET_RESPONSES, type ClientEventName } from '@atria/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helpers';
import { listen } from '../test/socket-client';
import { installWriteCounter } from './write-counter';
import { HTTP_CALLS } from './matrix-requests';
import {
  normalizeRoute,
  parseRow,
  registeredApiRoutes,
  renderRow,
  runHttpRow,
  runSocketRow,
  type MatrixContext,
} from './matrix-runner';

/*
 * Who may do what, for every route and socket event. Each cell is the status the call answers for that actor,
 * in a fresh world (world.ts): organization O (owner, admin, member), event E of O whose participants are not
 * members of O, session S of E with the speaker on it, and a thread between the participant and a peer, both
 * members of a second organization with the non-participant. The calls themselves are in matrix-requests.ts.
 * Every refusal is also checked to have left the database unchanged and to answer the error body.
 *
 * 404, not 403, wherever the caller may not know the resource exists.
 */
const HTTP: [route: string, expected: string][] = [
  //                                                       anon strg | oOwn oAdm oMem | eAdm eOrg eSpk eMod eAtt | part nonP
  ['GET /api/health', '200  200 | 200  200  200  | 200  200  200  200  200  | 200  200'],
  ['POST /api/auth/signup', '201  201 | 201  201  201  | 201  201  201  201  201  | 201  201'],
  ['POST /api/auth/login', '200  200 | 200  200  200  | 200  200  200  200  200  | 200  200'],
  ['POST /api/auth/refresh', '401  200 | 200  200  200  | 200  200  200  200  200  | 200  200'],
  ['GET /api/auth/me', '401  200 | 200  200  200  | 200  200  200  200  200  | 200  200'],
  ['POST /api/auth/logout', '401  204 | 204  204  204  | 204  204  204  204  204  | 204  204'],
  ['PUT /api/auth/password', '401  204 | 204  204  204  | 204  204  204  204  204  | 204  204'],
  ['POST /api/auth/email', '401  200 | 200  200  200  | 200  200  200  200  200  | 200  200'],
  ['POST /api/auth/email/confirm', '200  200 | 200  200  200  | 200  200  200  200  200  | 200  200'],
  ['GET /api/auth/logins', '401  200 | 200  200  200  | 200  200  200  200  200  | 200  200'],
  ['DELETE /api/auth/logins/:id', '401  404 | 204  404  404  | 404  404  404  404  404  | 404  404'],
  ['DELETE /api/auth/logins', '401  204 | 204  204  204  | 204  204  204  204  204  | 204  204'],
  ['GET /api/users/me/tokens', '401  200 | 200  200  200  | 200  200  200  200  200  | 200  200'],
  ['POST /api/users/me/tokens', '401  201 | 201  201  201  | 201  201  201  201  201  | 201  201'],
  ['DELETE /api/users/me/tokens/:id', '401  404 | 404  404  404  | 404  404  404  404  404  | 404  404'],
  // Each caller's own export: asked for (202), its status (200); nobody's archive is ready in a fresh world (404).
  ['POST /api/users/me/export', '401  202 | 202  202  202  | 202  202  202  202  202  | 202  202'],
  ['GET /api/users/me/export', '401  200 | 200  200  200  | 200  200  200  200  200  | 200  200'],
  ['GET /api/users/me/export/download', '401  404 | 404  404  404  | 404  404  404  404  404  | 404  404'],
  ['GET /api/users/check-email', '401  200 | 200  200  200  | 200  200  200  200  200  | 200  200'],
  ['GET /api/users/:id', '401  404 | 200  200  200  | 200  200  200  200  200  | 404  404'],
  ['PUT /api/users/:id', '401  404 | 200  403  403  | 403  403  403  403  403  | 404  404'],
  ['DELETE /api/users/me', '401  204 | 409  204  204  | 204  204  204  204  204  | 204  204'],
  ['PUT /api/users/me/avatar', '401  200 | 200  200  200  | 200  200  200  200  200  | 200  200'],
  ['DELETE /api/users/me/avatar', '401  204 | 204  204  204  | 204  204  204  204  204  | 204  204'],
  ['GET /api/users/:userId/events', '401  404 | 200  200  200  | 200  200  200  200  200  | 404  404'],
  ['GET /api/users/:userId/speaking-sessions', '401  404 | 200  200  200  | 200  200  200  200  200  | 404  404'],
  ['GET /api/users/me/privacy', '401  200 | 200  200  200  | 200  200  200  200  200  | 200  200'],
  ['PUT /api/users/me/privacy', '401  200 | 200  200  200  | 200  200  200  200  200  | 200  200'],
  ['GET /api/events/:id/directory', '401  404 | 200  200  200  | 200  200  200  200  200  | 404  404'],
  // Everyone who sees the event reads its networking settings; those who edit it change them.
  ['GET /api/events/:id/networking-settings', '401  404 | 200  200  200  | 200  200  200  200  200  | 404  404'],
  ['PATCH /api/events/:id/networking-settings', '401  404 | 200  200  403  | 200  200  403  403  403  | 404  404'],
  ['GET /api/connections', '401  200 | 200  200  200  | 200  200  200  200  200  | 200  200'],
  ['GET /api/connections/pending-count', '401  200 | 200  200  200  | 200  200  200  200  200  | 200  200'],
  ['POST /api/connections', '401  404 | 201  201  201  | 201  201  201  201  201  | 404  404'],
  ['POST /api/connections/:id/accept', '401  404 | 404  404  404  | 404  404  404  404  404  | 200  404'],
  ['POST /api/connections/:id/decline', '401  404 | 404  404  404  | 404  404  404  404  404  | 204  404'],
  ['DELETE /api/connections/:id', '401  404 | 404  404  404  | 404  404  404  404  404  | 204  404'],
  ['GET /api/users/me/blocked', '401  200 | 200  200  200  | 200  200  200  200  200  | 200  200'],
  ['PUT /api/users/:userId/block', '401  404 | 200  200  200  | 200  200  200  200  200  | 404  404'],
  ['DELETE /api/users/:userId/block', '401  200 | 200  200  200  | 200  200  200  200  200  | 200  200'],
  ['POST /api/events/:id/reports', '401  404 | 201  201  201  | 201  201  201  201  201  | 404  404'],
  ['GET /api/events/:id/reports', '401  404 | 200  200  403  | 200  200  403  200  403  | 404  404'],
  ['POST /api/events/:id/reports/:reportId/resolve', '401  404 | 200  200  403  | 200  200  403  200  403  | 404  404'],
  ['GET /api/events/:id/sponsors', '401  404 | 200  200  200  | 200  200  200  200  200  | 404  404'],
  ['POST /api/events/:id/sponsor-tiers', '401  404 | 201  201  403  | 201  201  403  403  403  | 404  404'],
  ['PUT /api/events/:id/sponsor-tiers/:tierId', '401  404 | 200  200  403  | 200  200  403  403  403  | 404  404'],
  ['DELETE /api/events/:id/sponsor-tiers/:tierId', '401  404 | 204  204  403  | 204  204  403  403  403  | 404  404'],
  ['PUT /api/events/:id/sponsor-tiers/order', '401  404 | 200  200  403  | 200  200  403  403  403  | 404  404'],
  ['POST /api/events/:id/sponsors', '401  404 | 201  201  403  | 201  201  403  403  403  | 404  404'],
  ['PUT /api/events/:id/sponsors/:sponsorId', '401  404 | 200  200  403  | 200  200  403  403  403  | 404  404'],
  ['DELETE /api/events/:id/sponsors/:sponsorId', '401  404 | 204  204  403  | 204  204  403  403  403  | 404  404'],
  [
    'PUT /api/events/:id/sponsor-tiers/:tierId/order',
    '401  404 | 200  200  403  | 200  200  403  403  403  | 404  404',
  ],
  ['PUT /api/events/:id/sponsors/:sponsorId/logo', '401  404 | 200  200  403  | 200  200  403  403  403  | 404  404'],
  [
    'DELETE /api/events/:id/sponsors/:sponsorId/logo',
    '401  404 | 204  204  403  | 204  204  403  403  403  | 404  404',
  ],
  ['GET /api/direct-messages/threads', '401  200 | 200  200  200  | 200  200  200  200  200  | 200  200'],
  ['POST /api/direct-messages/threads', '401  404 | 404  404  404  | 404  404  404  404  404  | 200  201'],
  ['GET /api/direct-messages/threads/:id/messages', '401  404 | 404  404  404  | 404  404  404  404  404  | 200  404'],
  ['POST /api/direct-messages/threads/:id/messages', '401  404 | 404  404  404  | 404  404  404  404  404  | 201  404'],
  ['POST /api/direct-messages/threads/:id/read', '401  404 | 404  404  404  | 404  404  404  404  404  | 200  404'],
  ['GET /api/organizations', '401  200 | 200  200  200  | 200  200  200  200  200  | 200  200'],
  ['POST /api/organizations', '401  201 | 201  201  201  | 201  201  201  201  201  | 201  201'],
  ['GET /api/organizations/:id', '401  404 | 200  200  200  | 404  404  404  404  404  | 404  404'],
  ['PUT /api/organizations/:id', '401  404 | 200  200  403  | 404  404  404  404  404  | 404  404'],
  ['DELETE /api/organizations/:id', '401  404 | 204  403  403  | 404  404  404  404  404  | 404  404'],
  ['GET /api/organizations/:orgId/users', '401  404 | 200  200  200  | 404  404  404  404  404  | 404  404'],
  ['GET /api/organizations/:orgId/activity', '401  404 | 200  200  403  | 404  404  404  404  404  | 404  404'],
  ['POST /api/organizations/:orgId/users', '401  404 | 201  201  403  | 404  404  404  404  404  | 404  404'],
  ['PUT /api/organizations/:orgId/users/:userId', '401  404 | 200  200  403  | 404  404  404  404  404  | 404  404'],
  ['DELETE /api/organizations/:orgId/users/:userId', '401  404 | 204  204  403  | 404  404  404  404  404  | 404  404'],
  [
    'POST /api/organizations/:orgId/users/:userId/invitation',
    '401 404 | 201  201  403  | 404  404  404  404  404  | 404  404',
  ],
  ['GET /api/invitations/:token', '200  200 | 200  200  200  | 200  200  200  200  200  | 200  200'],
  ['POST /api/invitations/:token/claim', '200  200 | 200  200  200  | 200  200  200  200  200  | 200  200'],
  ['GET /api/organizations/:orgId/events', '401  404 | 200  200  200  | 404  404  404  404  404  | 404  404'],
  ['POST /api/organizations/:orgId/events', '401  404 | 201  201  403  | 404  404  404  404  404  | 404  404'],
  ['GET /api/events/:id', '401  404 | 200  200  200  | 200  200  200  200  200  | 404  404'],
  ['PUT /api/events/:id', '401  404 | 200  200  403  | 200  200  403  403  403  | 404  404'],
  ['PUT /api/events/:id/branding', '401  404 | 200  200  403  | 200  200  403  403  403  | 404  404'],
  ['DELETE /api/events/:id', '401  404 | 204  204  403  | 204  403  403  403  403  | 404  404'],
  ['PUT /api/events/:id/banner', '401  404 | 200  200  403  | 200  200  403  403  403  | 404  404'],
  ['DELETE /api/events/:id/banner', '401  404 | 204  204  403  | 204  204  403  403  403  | 404  404'],
  ['PUT /api/events/:id/logo', '401  404 | 200  200  403  | 200  200  403  403  403  | 404  404'],
  ['DELETE /api/events/:id/logo', '401  404 | 204  204  403  | 204  204  403  403  403  | 404  404'],
  ['GET /api/organizations/:id/mail', '401  404 | 200  200  403  | 404  404  404  404  404  | 404  404'],
  ['GET /api/events/:id/mail', '401  404 | 200  200  403  | 200  200  403  403  403  | 404  404'],
  ['GET /api/organizations/:id/webhooks', '401  404 | 200  200  403  | 404  404  404  404  404  | 404  404'],
  ['POST /api/organizations/:id/webhooks', '401  404 | 201  201  403  | 404  404  404  404  404  | 404  404'],
  ['PUT /api/organizations/:id/webhooks/:webhookId', '401  404 | 200  200  403  | 404  404  404  404  404  | 404  404'],
  [
    'DELETE /api/organizations/:id/webhooks/:webhookId',
    '401  404 | 204  204  403  | 404  404  404  404  404  | 404  404',
  ],
  [
    'POST /api/organizations/:id/webhooks/:webhookId/secret',
    '401  404 | 200  200  403  | 404  404  404  404  404  | 404  404',
  ],
  [
    'POST /api/organizations/:id/webhooks/:webhookId/test',
    '401  404 | 201  201  403  | 404  404  404  404  404  | 404  404',
  ],
  [
    'GET /api/organizations/:id/webhooks/:webhookId/deliveries',
    '401  404 | 200  200  403  | 404  404  404  404  404  | 404  404',
  ],
  [
    'POST /api/organizations/:id/webhooks/:webhookId/deliveries/:deliveryId/redeliver',
    '401  404 | 201  201  403  | 404  404  404  404  404  | 404  404',
  ],
  ['POST /api/events/:id/attendees/import/preview', '401  404 | 200  200  403  | 200  200  403  403  403  | 404  404'],
  ['POST /api/events/:id/attendees/import', '401  404 | 200  200  403  | 200  200  403  403  403  | 404  404'],
  ['GET /api/events/:id/attendees.csv', '401  404 | 200  200  403  | 200  200  403  403  403  | 404  404'],
  [
    'POST /api/events/:eventId/sessions/import/preview',
    '401  404 | 200  200  403  | 200  200  403  403  403  | 404  404',
  ],
  ['POST /api/events/:eventId/sessions/import', '401  404 | 200  200  403  | 200  200  403  403  403  | 404  404'],
  ['GET /api/events/:eventId/sessions.csv', '401  404 | 200  200  403  | 200  200  403  403  403  | 404  404'],
  ['GET /api/events/:eventId/users', '401  404 | 200  200  200  | 200  200  200  200  200  | 404  404'],
  ['POST /api/events/:eventId/users', '401  404 | 201  201  403  | 201  201  403  403  403  | 404  404'],
  ['POST /api/events/:eventId/users/add', '401  404 | 201  201  403  | 201  201  403  403  403  | 404  404'],
  ['PUT /api/events/:eventId/users/:userId', '401  404 | 200  200  403  | 200  200  403  403  403  | 404  404'],
  [
    'PUT /api/events/:eventId/users/:userId/speaker-info',
    '401  404 | 200  200  403  | 200  200  200  403  403  | 404  404',
  ],
  ['DELETE /api/events/:eventId/users/:userId', '401  404 | 204  204  403  | 204  204  403  403  403  | 404  404'],
  [
    'POST /api/events/:eventId/users/:userId/invitation',
    '401  404 | 201  201  403  | 201  201  403  403  403  | 404  404',
  ],
  [
    'DELETE /api/events/:eventId/users/:userId/invitation',
    '401  404 | 200  200  403  | 200  200  403  403  403  | 404  404',
  ],
  ['GET /api/events/:eventId/sessions', '401  404 | 200  200  200  | 200  200  200  200  200  | 404  404'],
  ['POST /api/events/:eventId/sessions', '401  404 | 201  201  403  | 201  201  403  403  403  | 404  404'],
  ['GET /api/sessions/:id', '401  404 | 200  200  200  | 200  200  200  200  200  | 404  404'],
  ['PUT /api/sessions/:id', '401  404 | 200  200  403  | 200  200  403  403  403  | 404  404'],
  ['PUT /api/sessions/:id/status', '401  404 | 200  200  403  | 200  200  403  403  403  | 404  404'],
  ['PUT /api/sessions/:id/times', '401  404 | 200  200  403  | 200  200  403  403  403  | 404  404'],
  ['DELETE /api/sessions/:id', '401  404 | 204  204  403  | 204  204  403  403  403  | 404  404'],
  ['GET /api/sessions/:sessionId/speakers', '401  404 | 200  200  200  | 200  200  200  200  200  | 404  404'],
  ['POST /api/sessions/:sessionId/speakers', '401  404 | 201  201  403  | 201  201  403  403  403  | 404  404'],
  ['PUT /api/sessions/:sessionId/speakers/:userId', '401  404 | 200  200  403  | 200  200  403  403  403  | 404  404'],
  [
    'PUT /api/sessions/:sessionId/speakers/:userId/reorder',
    '401 404 | 200  200  403  | 200  200  403  403  403  | 404  404',
  ],
  [
    'DELETE /api/sessions/:sessionId/speakers/:userId',
    '401  404 | 204  204  403  | 204  204  403  403  403  | 404  404',
  ],
  ['PUT /api/sessions/:id/bookmark', '401  404 | 200  200  200  | 200  200  200  200  200  | 404  404'],
  ['DELETE /api/sessions/:id/bookmark', '401  404 | 200  200  200  | 200  200  200  200  200  | 404  404'],
  ['GET /api/events/:id/my-agenda', '401  404 | 200  200  200  | 200  200  200  200  200  | 404  404'],
  ['GET /api/users/me/agenda', '401  200 | 200  200  200  | 200  200  200  200  200  | 200  200'],
  ['GET /api/events/:id/interest', '401  404 | 200  200  403  | 200  200  403  403  403  | 404  404'],
  ['GET /api/sessions/:id/calendar.ics', '401  404 | 200  200  200  | 200  200  200  200  200  | 404  404'],
  ['GET /api/events/:id/calendar.ics', '401  404 | 200  200  200  | 200  200  200  200  200  | 404  404'],
  ['GET /api/users/me/calendar-feed', '401  200 | 200  200  200  | 200  200  200  200  200  | 200  200'],
  ['POST /api/users/me/calendar-feed', '401  201 | 201  201  201  | 201  201  201  201  201  | 201  201'],
  ['DELETE /api/users/me/calendar-feed', '401  204 | 204  204  204  | 204  204  204  204  204  | 204  204'],
  // A guessed token: nobody reads a feed without its URL, logged in or not.
  ['GET /api/calendar/feeds/:token.ics', '404  404 | 404  404  404  | 404  404  404  404  404  | 404  404'],
  // The live session (docs/live.md#permissions): staff = organization owner/admin, event admin/organizer/moderator.
  ['GET /api/sessions/:sessionId/chat', '401  404 | 200  200  200  | 200  200  200  200  200  | 404  404'],
  ['POST /api/sessions/:sessionId/chat', '401  404 | 201  201  201  | 201  201  201  201  201  | 404  404'],
  ['DELETE /api/live/chat-messages/:id', '401  404 | 204  204  403  | 204  204  403  204  403  | 404  404'],
  // Reactions: everyone who reads the public chat (once per person and reaction).
  [
    'PUT /api/live/chat-messages/:id/reactions/:emoji',
    '401  404 | 200  200  200  | 200  200  200  200  200  | 404  404',
  ],
  [
    'DELETE /api/live/chat-messages/:id/reactions/:emoji',
    '401  404 | 200  200  200  | 200  200  200  200  200  | 404  404',
  ],
  ['GET /api/sessions/:sessionId/questions', '401  404 | 200  200  200  | 200  200  200  200  200  | 404  404'],
  ['POST /api/sessions/:sessionId/questions', '401  404 | 201  201  201  | 201  201  201  201  201  | 404  404'],
  ['PUT /api/live/questions/:id/upvote', '401  404 | 200  200  200  | 200  200  200  200  200  | 404  404'],
  ['DELETE /api/live/questions/:id/upvote', '401  404 | 200  200  200  | 200  200  200  200  200  | 404  404'],
  // Answering, pinning, hiding: the staff and the session's speaker.
  ['PUT /api/live/questions/:id', '401  404 | 200  200  403  | 200  200  200  200  403  | 404  404'],
  ['DELETE /api/live/questions/:id', '401  404 | 204  204  403  | 204  204  403  204  403  | 404  404'],
  ['GET /api/sessions/:sessionId/polls', '401  404 | 200  200  200  | 200  200  200  200  200  | 404  404'],
  ['POST /api/sessions/:sessionId/polls', '401  404 | 201  201  403  | 201  201  403  201  403  | 404  404'],
  // A draft poll does not exist for those who may not manage polls.
  ['POST /api/live/polls/:id/open', '401  404 | 200  200  404  | 200  200  404  200  404  | 404  404'],
  ['POST /api/live/polls/:id/close', '401  404 | 200  200  403  | 200  200  403  200  403  | 404  404'],
  ['PUT /api/live/polls/:id/vote', '401  404 | 200  200  200  | 200  200  200  200  200  | 404  404'],
  ['GET /api/sessions/:sessionId/watchers', '401  404 | 200  200  403  | 200  200  403  200  403  | 404  404'],
  ['POST /api/events/:eventId/mutes', '401  404 | 200  200  403  | 200  200  403  200  403  | 404  404'],
  ['DELETE /api/events/:eventId/mutes/:userId', '401  404 | 204  204  403  | 204  204  403  204  403  | 404  404'],
  ['POST /api/events/:eventId/bans', '401  404 | 204  204  403  | 204  204  403  204  403  | 404  404'],
  ['DELETE /api/events/:eventId/bans/:userId', '401  404 | 204  204  403  | 204  204  403  204  403  | 404  404'],
  ['GET /api/events/:eventId/moderation-log', '401  404 | 200  200  403  | 200  200  403  200  403  | 404  404'],
  ['GET /api/users/me/notifications', '401  200 | 200  200  200  | 200  200  200  200  200  | 200  200'],
  ['GET /api/users/me/notifications/unread-count', '401  200 | 200  200  200  | 200  200  200  200  200  | 200  200'],
  // Someone's own notification only; anyone else's is 404 like a missing one.
  ['POST /api/users/me/notifications/:id/read', '401  404 | 200  404  404  | 404  404  404  404  404  | 404  404'],
  ['POST /api/users/me/notifications/read', '401  200 | 200  200  200  | 200  200  200  200  200  | 200  200'],
  ['GET /api/users/me/notification-preferences', '401  200 | 200  200  200  | 200  200  200  200  200  | 200  200'],
  ['PUT /api/users/me/notification-preferences', '401  200 | 200  200  200  | 200  200  200  200  200  | 200  200'],
];

/** Socket events, emitted with an acknowledgement; join_user_room asks for the peer's room (never allowed). */
const SOCKET: [event: ClientEventName, expected: string][] = [
  //                                                       anon strg | oOwn oAdm oMem | eAdm eOrg eSpk eMod eAtt | part nonP
  ['get_direct_message_threads', '401  200 | 200  200  200  | 200  200  200  200  200  | 200  200'],
  ['get_direct_messages', '401  404 | 404  404  404  | 404  404  404  404  404  | 200  404'],
  ['send_direct_message', '401  404 | 404  404  404  | 404  404  404  404  404  | 200  404'],
  ['mark_messages_read', '401  404 | 404  404  404  | 404  404  404  404  404  | 200  404'],
  ['create_direct_message_thread', '401  404 | 404  404  404  | 404  404  404  404  404  | 200  200'],
  ['join_user_room', '401  403 | 403  403  403  | 403  403  403  403  403  | 403  403'],
  ['join_live_session', '401  404 | 200  200  200  | 200  200  200  200  200  | 404  404'],
  ['leave_live_session', '401  200 | 200  200  200  | 200  200  200  200  200  | 200  200'],
  ['send_session_chat_message', '401  404 | 200  200  200  | 200  200  200  200  200  | 404  404'],
  // Typing needs the socket to watch the session (join_live_session), which no matrix socket did: 404 for all.
  ['session_typing', '401  404 | 404  404  404  | 404  404  404  404  404  | 404  404'],
  ['react_to_chat_message', '401  404 | 200  200  200  | 200  200  200  200  200  | 404  404'],
  ['ask_question', '401  404 | 200  200  200  | 200  200  200  200  200  | 404  404'],
  ['upvote_question', '401  404 | 200  200  200  | 200  200  200  200  200  | 404  404'],
  ['moderate_question', '401  404 | 200  200  403  | 200  200  200  200  403  | 404  404'],
  ['vote_poll', '401  404 | 200  200  200  | 200  200  200  200  200  | 404  404'],
  ['watch_event', '401  404 | 200  200  200  | 200  200  200  200  200  | 404  404'],
  ['unwatch_event', '401  200 | 200  200  200  | 200  200  200  200  200  | 200  200'],
];

let t: TestApp;
let ctx: MatrixContext;

beforeAll(async () => {
  t = await createTestApp();
  ctx = { app: t.app, baseUrl: await listen(t.app), writes: await installWriteCounter(t.database.db) };
});
afterAll(async () => t?.close());

describe('the matrix covers the whole surface', () => {
  it('has one row for every registered API route, and no row for a route that does not exist', () => {
    const rows = HTTP.map(([route]) => normalizeRoute(route)).sort();
    expect(rows).toEqual(registeredApiRoutes(t.app));
    expect(Object.keys(HTTP_CALLS).map(normalizeRoute).sort()).toEqual(rows);
  });

  it('has one row for every client socket event', () => {
    expect(SOCKET.map(([event]) => event).sort()).toEqual(Object.keys(SOCKET_RESPONSES).sort());
  });
});

describe('HTTP routes × actors', () => {
  it.each(HTTP)('%s', async (route, expected) => {
    expect(await runHttpRow(ctx, route)).toBe(renderRow(parseRow(expected)));
  });
});

describe('socket events × actors', () => {
  it.each(SOCKET)('%s', async (event, expected) => {
    expect(await runSocketRow(ctx, event)).toBe(renderRow(parseRow(expected)));
  });
});
