import type { ClientEventName } from '@atria/contracts';
import { WORLD_PASSWORD, type World } from './world';

/** How a matrix row calls its route in a world. `credential: 'refresh'` sends the actor's refresh token. */
export interface HttpCall {
  url: string;
  payload?: Record<string, unknown>;
  /** A body that is not JSON (an image, a CSV file), sent as is with its media type. */
  raw?: { body: Buffer | string; contentType: string };
  credential?: 'access' | 'refresh';
}

/**
 * Valid one-colour PNGs (made with sharp), small enough to sit here: a 256×256 square for avatars and logos, and
 * a 640×320 one for banners, whose minimum is 640 × 160.
 */
const png = (base64: string) => ({ body: Buffer.from(base64, 'base64'), contentType: 'image/png' });
const SQUARE_PNG = png(
  'iVBORw0KGgoAAAANSUhEUgAAAQAAAAEACAMAAABrrFhUAAAAA1BMVEUzZswgIiSpAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAVElEQVR42u3BAQEAAACAkP6v7ggKAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAGAEPAAEccgnDAAAAAElFTkSuQmCC',
);
const BANNER_PNG = png(
  'iVBORw0KGgoAAAANSUhEUgAAAoAAAAFACAMAAAAbEz04AAAAA1BMVEUzZswgIiSpAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAA3UlEQVR42u3BMQEAAADCoPVP7WULoAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAIAbIW0AAQQBaO8AAAAASUVORK5CYII=',
);
/** An attendee file of one new guest, in the columns the import reads. */
const csv = (w: World) => ({
  body: `email,first name,last name,role,title,company\r\nimported.${w.unique()}@matrix.test,Ima,Ported,attendee,,\r\n`,
  contentType: 'text/csv',
});

/** A sessions file of one new session without speakers, in the columns the sessions import reads. */
const sessionsCsv = (w: World) => ({
  body: `title,day,start,end,type\r\nImported ${w.unique()},1,13:00,14:00,workshop\r\n`,
  contentType: 'text/csv',
});

const inFuture = '2031-06-01';

/**
 * One request per route, keyed by the route as registered (`METHOD /api/path/:param`). Targets are chosen so
 * that no actor acts on themselves unless that is the point (the participant's own thread, the speaker's own
 * speaker info): the colleague and the guest are the members and participants being managed.
 */
export const HTTP_CALLS: Record<string, (w: World) => HttpCall> = {
  'GET /api/health': () => ({ url: '/api/health' }),

  'POST /api/auth/signup': (w) => ({
    url: '/api/auth/signup',
    payload: {
      email: `new.${w.unique()}@matrix.test`,
      password: 'long enough pw',
      first_name: 'New',
      last_name: 'Person',
    },
  }),
  'POST /api/auth/login': (w) => ({
    url: '/api/auth/login',
    payload: { email: w.emails.loginUser, password: WORLD_PASSWORD },
  }),
  'POST /api/auth/refresh': () => ({ url: '/api/auth/refresh', credential: 'refresh' }),
  'GET /api/auth/me': () => ({ url: '/api/auth/me' }),
  'POST /api/auth/logout': () => ({ url: '/api/auth/logout' }),
  'PUT /api/auth/password': () => ({
    url: '/api/auth/password',
    payload: { current_password: WORLD_PASSWORD, new_password: 'a new matrix password' },
  }),
  'POST /api/auth/email': (w) => ({
    url: '/api/auth/email',
    payload: { new_email: `moved.${w.unique()}@matrix.test`, current_password: WORLD_PASSWORD },
  }),
  'POST /api/auth/email/confirm': (w) => ({ url: '/api/auth/email/confirm', payload: { token: w.emailChangeToken } }),
  'GET /api/auth/logins': () => ({ url: '/api/auth/logins' }),
  // Someone else's login: only its owner may end it.
  'DELETE /api/auth/logins/:id': (w) => ({ url: `/api/auth/logins/${w.families.orgOwner}` }),
  'DELETE /api/auth/logins': () => ({ url: '/api/auth/logins' }),

  'GET /api/users/me/tokens': () => ({ url: '/api/users/me/tokens' }),
  'POST /api/users/me/tokens': () => ({
    url: '/api/users/me/tokens',
    payload: { name: 'Matrix token', scopes: ['read'], expires_in_days: 7 },
  }),
  // A token nobody in the world holds: each caller may revoke only their own (modules/tokens/tokens.test.ts).
  'DELETE /api/users/me/tokens/:id': () => ({ url: '/api/users/me/tokens/2147483000' }),

  'POST /api/users/me/export': () => ({ url: '/api/users/me/export' }),
  'GET /api/users/me/export': () => ({ url: '/api/users/me/export' }),
  'GET /api/users/me/export/download': () => ({ url: '/api/users/me/export/download' }),

  'GET /api/users/check-email': (w) => ({
    url: `/api/users/check-email?email=${encodeURIComponent(w.emails.orgOwner)}`,
  }),
  'GET /api/users/:id': (w) => ({ url: `/api/users/${w.ids.orgOwner}` }),
  'PUT /api/users/:id': (w) => ({ url: `/api/users/${w.ids.orgOwner}`, payload: { title: 'Changed' } }),
  'DELETE /api/users/me': () => ({ url: '/api/users/me', payload: { password: WORLD_PASSWORD } }),
  'PUT /api/users/me/avatar': () => ({ url: '/api/users/me/avatar', raw: SQUARE_PNG }),
  'DELETE /api/users/me/avatar': () => ({ url: '/api/users/me/avatar' }),
  'GET /api/users/:userId/events': (w) => ({ url: `/api/users/${w.ids.evSpeaker}/events` }),
  'GET /api/users/:userId/speaking-sessions': (w) => ({ url: `/api/users/${w.ids.evSpeaker}/speaking-sessions` }),

  'GET /api/users/me/privacy': () => ({ url: '/api/users/me/privacy' }),
  'PUT /api/users/me/privacy': () => ({ url: '/api/users/me/privacy', payload: { messages: 'CONNECTIONS' } }),
  'GET /api/events/:id/directory': (w) => ({ url: `/api/events/${w.eventId}/directory?q=a` }),
  'GET /api/events/:id/networking-settings': (w) => ({ url: `/api/events/${w.eventId}/networking-settings` }),
  'PATCH /api/events/:id/networking-settings': (w) => ({
    url: `/api/events/${w.eventId}/networking-settings`,
    payload: { directory_enabled: false, icebreaker: 'What brought you here?' },
  }),
  'GET /api/connections': () => ({ url: '/api/connections' }),
  'GET /api/connections/pending-count': () => ({ url: '/api/connections/pending-count' }),
  // The guest attends the event: its organization's members and its participants share it with them.
  'POST /api/connections': (w) => ({ url: '/api/connections', payload: { user_id: w.ids.guest, note: 'Hi!' } }),
  // The peer's request to the participant: only the participant answers it.
  'POST /api/connections/:id/accept': (w) => ({ url: `/api/connections/${w.connectionId}/accept` }),
  'POST /api/connections/:id/decline': (w) => ({ url: `/api/connections/${w.connectionId}/decline` }),
  'DELETE /api/connections/:id': (w) => ({ url: `/api/connections/${w.connectionId}` }),
  'GET /api/users/me/blocked': () => ({ url: '/api/users/me/blocked' }),
  'PUT /api/users/:userId/block': (w) => ({ url: `/api/users/${w.ids.guest}/block` }),
  'DELETE /api/users/:userId/block': (w) => ({ url: `/api/users/${w.ids.guest}/block` }),
  'POST /api/events/:id/reports': (w) => ({
    url: `/api/events/${w.eventId}/reports`,
    payload: { user_id: w.ids.guest, reason: 'Sends spam' },
  }),
  'GET /api/events/:id/reports': (w) => ({ url: `/api/events/${w.eventId}/reports` }),
  'POST /api/events/:id/reports/:reportId/resolve': (w) => ({
    url: `/api/events/${w.eventId}/reports/${w.reportId}/resolve`,
    payload: { resolution: 'Warned' },
  }),
  'GET /api/events/:id/sponsors': (w) => ({ url: `/api/events/${w.eventId}/sponsors` }),
  'POST /api/events/:id/sponsor-tiers': (w) => ({
    url: `/api/events/${w.eventId}/sponsor-tiers`,
    payload: { name: 'Silver', colour: '#c0c0c0' },
  }),
  'PUT /api/events/:id/sponsor-tiers/:tierId': (w) => ({
    url: `/api/events/${w.eventId}/sponsor-tiers/${w.tierId}`,
    payload: { name: 'Platinum' },
  }),
  'DELETE /api/events/:id/sponsor-tiers/:tierId': (w) => ({
    url: `/api/events/${w.eventId}/sponsor-tiers/${w.tierId}`,
  }),
  'PUT /api/events/:id/sponsor-tiers/order': (w) => ({
    url: `/api/events/${w.eventId}/sponsor-tiers/order`,
    payload: { ids: [w.tierId] },
  }),
  'POST /api/events/:id/sponsors': (w) => ({
    url: `/api/events/${w.eventId}/sponsors`,
    payload: { tier_id: w.tierId, name: 'Globex', website_url: 'https://globex.example' },
  }),
  'PUT /api/events/:id/sponsors/:sponsorId': (w) => ({
    url: `/api/events/${w.eventId}/sponsors/${w.sponsorId}`,
    payload: { featured: true },
  }),
  'DELETE /api/events/:id/sponsors/:sponsorId': (w) => ({ url: `/api/events/${w.eventId}/sponsors/${w.sponsorId}` }),
  'PUT /api/events/:id/sponsor-tiers/:tierId/order': (w) => ({
    url: `/api/events/${w.eventId}/sponsor-tiers/${w.tierId}/order`,
    payload: { ids: [w.sponsorId] },
  }),
  'PUT /api/events/:id/sponsors/:sponsorId/logo': (w) => ({
    url: `/api/events/${w.eventId}/sponsors/${w.sponsorId}/logo`,
    raw: SQUARE_PNG,
  }),
  'DELETE /api/events/:id/sponsors/:sponsorId/logo': (w) => ({
    url: `/api/events/${w.eventId}/sponsors/${w.sponsorId}/logo`,
  }),

  'GET /api/direct-messages/threads': () => ({ url: '/api/direct-messages/threads' }),
  'POST /api/direct-messages/threads': (w) => ({
    url: '/api/direct-messages/threads',
    payload: { user_id: w.ids.peer },
  }),
  'GET /api/direct-messages/threads/:id/messages': (w) => ({
    url: `/api/direct-messages/threads/${w.threadId}/messages`,
  }),
  'POST /api/direct-messages/threads/:id/messages': (w) => ({
    url: `/api/direct-messages/threads/${w.threadId}/messages`,
    payload: { content: 'hi' },
  }),
  'POST /api/direct-messages/threads/:id/read': (w) => ({ url: `/api/direct-messages/threads/${w.threadId}/read` }),

  'GET /api/organizations': () => ({ url: '/api/organizations' }),
  'POST /api/organizations': (w) => ({ url: '/api/organizations', payload: { name: `New Org ${w.unique()}` } }),
  'GET /api/organizations/:id': (w) => ({ url: `/api/organizations/${w.orgId}` }),
  'PUT /api/organizations/:id': (w) => ({
    url: `/api/organizations/${w.orgId}`,
    payload: { name: `Renamed ${w.unique()}` },
  }),
  'DELETE /api/organizations/:id': (w) => ({ url: `/api/organizations/${w.orgId}` }),
  'GET /api/organizations/:orgId/users': (w) => ({ url: `/api/organizations/${w.orgId}/users` }),
  'GET /api/organizations/:orgId/activity': (w) => ({ url: `/api/organizations/${w.orgId}/activity` }),
  'POST /api/organizations/:orgId/users': (w) => ({
    url: `/api/organizations/${w.orgId}/users`,
    payload: {
      email: `member.${w.unique()}@matrix.test`,
      first_name: 'New',
      last_name: 'Member',
      role: 'MEMBER',
      password: 'DefaultPassword123!',
    },
  }),
  'PUT /api/organizations/:orgId/users/:userId': (w) => ({
    url: `/api/organizations/${w.orgId}/users/${w.ids.colleague}`,
    payload: { role: 'ADMIN' },
  }),
  'DELETE /api/organizations/:orgId/users/:userId': (w) => ({
    url: `/api/organizations/${w.orgId}/users/${w.ids.colleague}`,
  }),
  'POST /api/organizations/:orgId/users/:userId/invitation': (w) => ({
    url: `/api/organizations/${w.orgId}/users/${w.ids.invitee}/invitation`,
  }),

  'GET /api/invitations/:token': (w) => ({ url: `/api/invitations/${w.invitationToken}` }),
  'POST /api/invitations/:token/claim': (w) => ({
    url: `/api/invitations/${w.invitationToken}/claim`,
    payload: { password: 'a new password' },
  }),

  'GET /api/organizations/:orgId/events': (w) => ({ url: `/api/organizations/${w.orgId}/events` }),
  'POST /api/organizations/:orgId/events': (w) => ({
    url: `/api/organizations/${w.orgId}/events`,
    payload: {
      title: 'New Event',
      event_type: 'CONFERENCE',
      start_date: inFuture,
      end_date: inFuture,
      company_name: 'Co',
    },
  }),
  'GET /api/events/:id': (w) => ({ url: `/api/events/${w.eventId}` }),
  'PUT /api/events/:id': (w) => ({ url: `/api/events/${w.eventId}`, payload: { title: 'Renamed Event' } }),
  'PUT /api/events/:id/branding': (w) => ({
    url: `/api/events/${w.eventId}/branding`,
    payload: { primary_color: '#112233' },
  }),
  'DELETE /api/events/:id': (w) => ({ url: `/api/events/${w.eventId}` }),
  'PUT /api/events/:id/banner': (w) => ({ url: `/api/events/${w.eventId}/banner`, raw: BANNER_PNG }),
  'DELETE /api/events/:id/banner': (w) => ({ url: `/api/events/${w.eventId}/banner` }),
  'PUT /api/events/:id/logo': (w) => ({ url: `/api/events/${w.eventId}/logo`, raw: SQUARE_PNG }),
  'DELETE /api/events/:id/logo': (w) => ({ url: `/api/events/${w.eventId}/logo` }),
  'GET /api/organizations/:id/mail': (w) => ({ url: `/api/organizations/${w.orgId}/mail` }),
  'GET /api/events/:id/mail': (w) => ({ url: `/api/events/${w.eventId}/mail` }),
  'GET /api/organizations/:id/webhooks': (w) => ({ url: `/api/organizations/${w.orgId}/webhooks` }),
  'POST /api/organizations/:id/webhooks': (w) => ({
    url: `/api/organizations/${w.orgId}/webhooks`,
    payload: { url: `https://93.184.215.14/hook-${w.unique()}`, event_types: ['event', 'session'] },
  }),
  'PUT /api/organizations/:id/webhooks/:webhookId': (w) => ({
    url: `/api/organizations/${w.orgId}/webhooks/${w.webhookId}`,
    payload: { description: `Changed ${w.unique()}` },
  }),
  'DELETE /api/organizations/:id/webhooks/:webhookId': (w) => ({
    url: `/api/organizations/${w.orgId}/webhooks/${w.webhookId}`,
  }),
  'POST /api/organizations/:id/webhooks/:webhookId/secret': (w) => ({
    url: `/api/organizations/${w.orgId}/webhooks/${w.webhookId}/secret`,
  }),
  'POST /api/organizations/:id/webhooks/:webhookId/test': (w) => ({
    url: `/api/organizations/${w.orgId}/webhooks/${w.webhookId}/test`,
  }),
  'GET /api/organizations/:id/webhooks/:webhookId/deliveries': (w) => ({
    url: `/api/organizations/${w.orgId}/webhooks/${w.webhookId}/deliveries`,
  }),
  'POST /api/organizations/:id/webhooks/:webhookId/deliveries/:deliveryId/redeliver': (w) => ({
    url: `/api/organizations/${w.orgId}/webhooks/${w.webhookId}/deliveries/${w.webhookDeliveryId}/redeliver`,
  }),
  'POST /api/events/:id/attendees/import/preview': (w) => ({
    url: `/api/events/${w.eventId}/attendees/import/preview`,
    raw: csv(w),
  }),
  'POST /api/events/:id/attendees/import': (w) => ({ url: `/api/events/${w.eventId}/attendees/import`, raw: csv(w) }),
  'GET /api/events/:id/attendees.csv': (w) => ({ url: `/api/events/${w.eventId}/attendees.csv` }),
  'POST /api/events/:eventId/sessions/import/preview': (w) => ({
    url: `/api/events/${w.eventId}/sessions/import/preview`,
    raw: sessionsCsv(w),
  }),
  'POST /api/events/:eventId/sessions/import': (w) => ({
    url: `/api/events/${w.eventId}/sessions/import`,
    raw: sessionsCsv(w),
  }),
  'GET /api/events/:eventId/sessions.csv': (w) => ({ url: `/api/events/${w.eventId}/sessions.csv` }),
  'GET /api/events/:eventId/users': (w) => ({ url: `/api/events/${w.eventId}/users` }),
  'POST /api/events/:eventId/users': (w) => ({
    url: `/api/events/${w.eventId}/users`,
    payload: { user_id: w.ids.colleague, role: 'ATTENDEE' },
  }),
  'POST /api/events/:eventId/users/add': (w) => ({
    url: `/api/events/${w.eventId}/users/add`,
    payload: {
      email: `guest.${w.unique()}@matrix.test`,
      first_name: 'New',
      last_name: 'Guest',
      role: 'ATTENDEE',
      password: 'DefaultPassword123!',
    },
  }),
  'PUT /api/events/:eventId/users/:userId': (w) => ({
    url: `/api/events/${w.eventId}/users/${w.ids.guest}`,
    payload: { role: 'MODERATOR' },
  }),
  'PUT /api/events/:eventId/users/:userId/speaker-info': (w) => ({
    url: `/api/events/${w.eventId}/users/${w.ids.evSpeaker}/speaker-info`,
    payload: { speaker_title: 'CTO' },
  }),
  'DELETE /api/events/:eventId/users/:userId': (w) => ({ url: `/api/events/${w.eventId}/users/${w.ids.guest}` }),
  'POST /api/events/:eventId/users/:userId/invitation': (w) => ({
    url: `/api/events/${w.eventId}/users/${w.ids.eventInvitee}/invitation`,
  }),
  'DELETE /api/events/:eventId/users/:userId/invitation': (w) => ({
    url: `/api/events/${w.eventId}/users/${w.ids.eventInvitee}/invitation`,
  }),

  'GET /api/events/:eventId/sessions': (w) => ({ url: `/api/events/${w.eventId}/sessions` }),
  'POST /api/events/:eventId/sessions': (w) => ({
    url: `/api/events/${w.eventId}/sessions`,
    payload: { title: 'New Session', start_time: '11:00', end_time: '12:00', day_number: 1 },
  }),
  'GET /api/sessions/:id': (w) => ({ url: `/api/sessions/${w.sessionId}` }),
  'PUT /api/sessions/:id': (w) => ({ url: `/api/sessions/${w.sessionId}`, payload: { title: 'Renamed Session' } }),
  'PUT /api/sessions/:id/status': (w) => ({ url: `/api/sessions/${w.sessionId}/status`, payload: { status: 'LIVE' } }),
  'PUT /api/sessions/:id/times': (w) => ({
    url: `/api/sessions/${w.sessionId}/times`,
    payload: { start_time: '13:00', end_time: '14:00', day_number: 2 },
  }),
  'DELETE /api/sessions/:id': (w) => ({ url: `/api/sessions/${w.sessionId}` }),
  'PUT /api/sessions/:id/bookmark': (w) => ({ url: `/api/sessions/${w.sessionId}/bookmark` }),
  'DELETE /api/sessions/:id/bookmark': (w) => ({ url: `/api/sessions/${w.sessionId}/bookmark` }),
  'GET /api/events/:id/my-agenda': (w) => ({ url: `/api/events/${w.eventId}/my-agenda` }),
  'GET /api/users/me/agenda': () => ({ url: '/api/users/me/agenda' }),
  'GET /api/events/:id/interest': (w) => ({ url: `/api/events/${w.eventId}/interest` }),
  'GET /api/sessions/:id/calendar.ics': (w) => ({ url: `/api/sessions/${w.sessionId}/calendar.ics` }),
  'GET /api/events/:id/calendar.ics': (w) => ({ url: `/api/events/${w.eventId}/calendar.ics` }),
  'GET /api/users/me/calendar-feed': () => ({ url: '/api/users/me/calendar-feed' }),
  'POST /api/users/me/calendar-feed': () => ({ url: '/api/users/me/calendar-feed' }),
  'DELETE /api/users/me/calendar-feed': () => ({ url: '/api/users/me/calendar-feed' }),
  'GET /api/calendar/feeds/:token.ics': () => ({ url: `/api/calendar/feeds/${'A'.repeat(43)}.ics` }),
  'GET /api/users/me/notifications': () => ({ url: '/api/users/me/notifications' }),
  'GET /api/users/me/notifications/unread-count': () => ({ url: '/api/users/me/notifications/unread-count' }),
  // The organization owner's notification: nobody else may mark it.
  'POST /api/users/me/notifications/:id/read': (w) => ({ url: `/api/users/me/notifications/${w.notificationId}/read` }),
  'POST /api/users/me/notifications/read': () => ({ url: '/api/users/me/notifications/read' }),
  'GET /api/users/me/notification-preferences': () => ({ url: '/api/users/me/notification-preferences' }),
  'PUT /api/users/me/notification-preferences': () => ({
    url: '/api/users/me/notification-preferences',
    payload: { reminder_minutes: 30 },
  }),
  'GET /api/sessions/:sessionId/speakers': (w) => ({ url: `/api/sessions/${w.sessionId}/speakers` }),
  'POST /api/sessions/:sessionId/speakers': (w) => ({
    url: `/api/sessions/${w.sessionId}/speakers`,
    payload: { user_id: w.ids.guest },
  }),
  'PUT /api/sessions/:sessionId/speakers/:userId': (w) => ({
    url: `/api/sessions/${w.sessionId}/speakers/${w.ids.evSpeaker}`,
    payload: { role: 'HOST' },
  }),
  'PUT /api/sessions/:sessionId/speakers/:userId/reorder': (w) => ({
    url: `/api/sessions/${w.sessionId}/speakers/${w.ids.evSpeaker}/reorder`,
    payload: { order: 1 },
  }),
  'DELETE /api/sessions/:sessionId/speakers/:userId': (w) => ({
    url: `/api/sessions/${w.sessionId}/speakers/${w.ids.evSpeaker}`,
  }),

  // The live session: the guest's message and question are the ones acted upon, the guest the one sanctioned.
  'GET /api/sessions/:sessionId/chat': (w) => ({ url: `/api/sessions/${w.sessionId}/chat` }),
  'POST /api/sessions/:sessionId/chat': (w) => ({
    url: `/api/sessions/${w.sessionId}/chat`,
    payload: { body: 'hello over HTTP' },
  }),
  'DELETE /api/live/chat-messages/:id': (w) => ({ url: `/api/live/chat-messages/${w.chatMessageId}` }),
  'PUT /api/live/chat-messages/:id/reactions/:emoji': (w) => ({
    url: `/api/live/chat-messages/${w.chatMessageId}/reactions/heart`,
  }),
  'DELETE /api/live/chat-messages/:id/reactions/:emoji': (w) => ({
    url: `/api/live/chat-messages/${w.chatMessageId}/reactions/heart`,
  }),
  'GET /api/sessions/:sessionId/questions': (w) => ({ url: `/api/sessions/${w.sessionId}/questions` }),
  'POST /api/sessions/:sessionId/questions': (w) => ({
    url: `/api/sessions/${w.sessionId}/questions`,
    payload: { body: 'Will the slides be shared?' },
  }),
  'PUT /api/live/questions/:id/upvote': (w) => ({ url: `/api/live/questions/${w.questionId}/upvote` }),
  'DELETE /api/live/questions/:id/upvote': (w) => ({ url: `/api/live/questions/${w.questionId}/upvote` }),
  'PUT /api/live/questions/:id': (w) => ({
    url: `/api/live/questions/${w.questionId}`,
    payload: { is_answered: true },
  }),
  'DELETE /api/live/questions/:id': (w) => ({ url: `/api/live/questions/${w.questionId}` }),
  'GET /api/sessions/:sessionId/polls': (w) => ({ url: `/api/sessions/${w.sessionId}/polls` }),
  'POST /api/sessions/:sessionId/polls': (w) => ({
    url: `/api/sessions/${w.sessionId}/polls`,
    payload: { question: 'Coffee or tea?', options: ['Coffee', 'Tea'] },
  }),
  'POST /api/live/polls/:id/open': (w) => ({ url: `/api/live/polls/${w.draftPollId}/open` }),
  'POST /api/live/polls/:id/close': (w) => ({ url: `/api/live/polls/${w.openPollId}/close` }),
  'PUT /api/live/polls/:id/vote': (w) => ({
    url: `/api/live/polls/${w.openPollId}/vote`,
    payload: { option_ids: [w.openPollOptionId] },
  }),
  'GET /api/sessions/:sessionId/watchers': (w) => ({ url: `/api/sessions/${w.sessionId}/watchers` }),
  'POST /api/events/:eventId/mutes': (w) => ({
    url: `/api/events/${w.eventId}/mutes`,
    payload: { user_id: w.ids.guest, minutes: 10 },
  }),
  'DELETE /api/events/:eventId/mutes/:userId': (w) => ({ url: `/api/events/${w.eventId}/mutes/${w.ids.guest}` }),
  'POST /api/events/:eventId/bans': (w) => ({
    url: `/api/events/${w.eventId}/bans`,
    payload: { user_id: w.ids.guest },
  }),
  'DELETE /api/events/:eventId/bans/:userId': (w) => ({ url: `/api/events/${w.eventId}/bans/${w.ids.guest}` }),
  'GET /api/events/:eventId/moderation-log': (w) => ({ url: `/api/events/${w.eventId}/moderation-log` }),
};

/** One request per client socket event, in a world. */
export const SOCKET_CALLS: Record<ClientEventName, (w: World) => Record<string, unknown>> = {
  get_direct_message_threads: () => ({}),
  get_direct_messages: (w) => ({ thread_id: w.threadId }),
  send_direct_message: (w) => ({ thread_id: w.threadId, content: 'hi over the socket' }),
  mark_messages_read: (w) => ({ thread_id: w.threadId }),
  create_direct_message_thread: (w) => ({ user_id: w.ids.peer }),
  join_user_room: (w) => ({ user_id: w.ids.peer }),
  join_live_session: (w) => ({ session_id: w.sessionId }),
  leave_live_session: (w) => ({ session_id: w.sessionId }),
  send_session_chat_message: (w) => ({ session_id: w.sessionId, body: 'hello, session' }),
  session_typing: (w) => ({ session_id: w.sessionId }),
  react_to_chat_message: (w) => ({ message_id: w.chatMessageId, emoji: 'heart' }),
  ask_question: (w) => ({ session_id: w.sessionId, body: 'Asked over the socket?' }),
  upvote_question: (w) => ({ question_id: w.questionId }),
  moderate_question: (w) => ({ question_id: w.questionId, is_pinned: true }),
  vote_poll: (w) => ({ poll_id: w.openPollId, option_ids: [w.openPollOptionId] }),
  watch_event: (w) => ({ event_id: w.eventId }),
  unwatch_event: (w) => ({ event_id: w.eventId }),
};
