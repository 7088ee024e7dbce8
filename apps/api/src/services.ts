import type { AppContext } from './context';
import { createInviteLimits } from './plugins/invite-limits';
import { SharedWindowLimiter } from './lib/shared-window-limiter';
import { createAccountService } from './modules/account/account.service';
import { createAttendeesImportService } from './modules/attendees-import/attendees-import.service';
import { createAuthService } from './modules/auth/auth.service';
import { createBookmarksService } from './modules/bookmarks/bookmarks.service';
import { createCalendarService } from './modules/calendar/calendar.service';
import { createEventAudiences } from './modules/sessions/event-audience';
import { createEventImagesService } from './modules/events/event-images.service';
import { createEventsService } from './modules/events/events.service';
import { createDataExportService } from './modules/export/export.service';
import { createMediaService } from './modules/media/media.service';
import { createMediaStorage } from './modules/media/storage';
import { createInvitationsService } from './modules/invitations/invitations.service';
import { createLiveChatService } from './modules/live/live-chat.service';
import { createLiveModerationService } from './modules/live/live-moderation.service';
import { createLivePollsService } from './modules/live/live-polls.service';
import { createLiveQuestionsService } from './modules/live/live-questions.service';
import { createLiveWatchersService } from './modules/live/live-watchers.service';
import { createMessagesService } from './modules/messages/messages.service';
import { createNotificationsService } from './modules/notifications/notifications.service';
import { createNetworkService } from './modules/network/network.service';
import { createNetworkingSettingsService } from './modules/network/networking-settings.service';
import { createReportsService } from './modules/network/reports.service';
import { createSponsorsService } from './modules/network/sponsors.service';
import { createOrganizationsService } from './modules/organizations/organizations.service';
import { createSentMailService } from './modules/sent-mail/sent-mail.service';
import { createSessionsImportService } from './modules/sessions-import/sessions-import.service';
import { createSessionsService } from './modules/sessions/sessions.service';
import { createSpeakersService } from './modules/sessions/speakers.service';
import { createAvatarService } from './modules/users/avatar.service';
import { createTokensService } from './modules/tokens/tokens.service';
import { createUsersService } from './modules/users/users.service';
import { createWebhooksService } from './modules/webhooks/webhooks.service';

/**
 * Every service of one app, built once by buildApp and handed to the route handlers and the socket handlers
 * (docs/architecture.md#services). State a service keeps in memory (limiters, caches) is therefore per app and
 * shared by HTTP and the socket.
 */
export function buildServices(ctx: AppContext) {
  const auth = createAuthService(ctx);
  const audiences = createEventAudiences(ctx);
  // Image files: the data dir or an S3-compatible store (docs/images.md#storage), shared by uploads and serving.
  const mediaStorage = createMediaStorage(ctx.env);
  const media = createMediaService({ db: ctx.db, storage: mediaStorage, log: ctx.log });
  const network = createNetworkService(ctx, audiences);
  const dataExport = createDataExportService(ctx);
  return {
    mediaStorage,
    audiences,
    inviteLimits: createInviteLimits(ctx),
    auth,
    media,
    account: createAccountService(ctx, media, dataExport),
    dataExport,
    tokens: createTokensService(ctx),
    users: createUsersService(ctx, network),
    avatars: createAvatarService(ctx, media),
    invitations: createInvitationsService(ctx, (userId) => auth.issueTokens(userId)),
    organizations: createOrganizationsService(ctx),
    events: createEventsService(ctx),
    eventImages: createEventImagesService(ctx, media),
    sessions: createSessionsService(ctx, audiences),
    speakers: createSpeakersService(ctx),
    messages: createMessagesService(ctx),
    liveChat: createLiveChatService(ctx),
    liveQuestions: createLiveQuestionsService(ctx),
    livePolls: createLivePollsService(ctx),
    liveModeration: createLiveModerationService(ctx),
    liveWatchers: createLiveWatchersService(ctx),
    sentMail: createSentMailService(ctx),
    attendeesImport: createAttendeesImportService(ctx),
    sessionsImport: createSessionsImportService(ctx),
    bookmarks: createBookmarksService(ctx),
    calendar: createCalendarService(ctx),
    // Public feed URLs per client IP (docs/calendar.md#token-security): in memory, or in Redis shared by the
    // instances once the realtime layer has connected to REDIS_URL; a poll costs no extra statement either way.
    feedLimiter: new SharedWindowLimiter('calendar-feed', ctx.env.CALENDAR_FEED_RATE_LIMIT_PER_MINUTE, 60_000),
    notifications: createNotificationsService(ctx),
    network,
    networkingSettings: createNetworkingSettingsService(ctx),
    reports: createReportsService(ctx),
    sponsors: createSponsorsService(ctx, media),
    webhooks: createWebhooksService(ctx),
  };
}

export type Services = ReturnType<typeof buildServices>;
