import type { AppContext } from '../context';
import { accountHandlers } from '../modules/account/account.routes';
import { tokensHandlers } from '../modules/tokens/tokens.routes';
import { attendeesCsvHandlers } from '../modules/attendees-import/attendees-import.routes';
import { authHandlers } from '../modules/auth/auth.routes';
import { bookmarksHandlers } from '../modules/bookmarks/bookmarks.routes';
import { calendarHandlers } from '../modules/calendar/calendar.routes';
import { eventUsersHandlers, eventsHandlers } from '../modules/events/events.routes';
import { healthHandlers } from '../modules/health/health.routes';
import { invitationsHandlers } from '../modules/invitations/invitations.routes';
import { liveHandlers, moderationHandlers } from '../modules/live/live.routes';
import { directMessagesHandlers } from '../modules/messages/messages.routes';
import { notificationsHandlers } from '../modules/notifications/notifications.routes';
import { organizationsHandlers } from '../modules/organizations/organizations.routes';
import { mailHandlers } from '../modules/sent-mail/sent-mail.routes';
import { sessionsCsvHandlers } from '../modules/sessions-import/sessions-import.routes';
import { sessionsHandlers } from '../modules/sessions/sessions.routes';
import { speakersHandlers } from '../modules/sessions/speakers.routes';
import { usersHandlers } from '../modules/users/users.routes';
import type { Services } from '../services';
import type { Handlers } from './register-routes';
import { networkHandlers, sponsorsHandlers } from '../modules/network/network.routes';
import { webhooksHandlers } from '../modules/webhooks/webhooks.routes';
import { dataExportHandlers } from '../modules/export/export.routes';

/** The handler of every route of the contracts' table, by group: the route surface in one place. */
export function buildHandlers(ctx: AppContext, services: Services, version: string): Handlers {
  return {
    health: healthHandlers(ctx, version),
    auth: authHandlers(services),
    account: accountHandlers(services),
    tokens: tokensHandlers(services),
    users: usersHandlers(services),
    invitations: invitationsHandlers(services),
    organizations: organizationsHandlers(services),
    events: eventsHandlers(services),
    eventUsers: eventUsersHandlers(services),
    sessions: sessionsHandlers(services),
    speakers: speakersHandlers(services),
    sessionsCsv: sessionsCsvHandlers(services),
    directMessages: directMessagesHandlers(services),
    mail: mailHandlers(services),
    attendeesCsv: attendeesCsvHandlers(services),
    bookmarks: bookmarksHandlers(services),
    calendar: calendarHandlers(services),
    live: liveHandlers(services),
    moderation: moderationHandlers(services),
    notifications: notificationsHandlers(services),
    network: networkHandlers(services),
    sponsors: sponsorsHandlers(services),
    webhooks: webhooksHandlers(services),
    dataExport: dataExportHandlers(services),
  };
}
