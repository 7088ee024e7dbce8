import { accountRoutes, authRoutes, healthRoutes, invitationsRoutes } from './auth.routes';
import { bookmarksRoutes, calendarRoutes } from './calendar.routes';
import { dataExportRoutes } from './data-export.routes';
import { eventUsersRoutes, eventsRoutes } from './events.routes';
import { attendeesCsvRoutes, mailRoutes } from './mail.routes';
import { liveRoutes, moderationRoutes } from './live.routes';
import { directMessagesRoutes } from './messages.routes';
import { notificationsRoutes } from './notifications.routes';
import { networkRoutes, sponsorsRoutes } from './network.routes';
import { organizationsRoutes } from './organizations.routes';
import type { RouteDefinition } from './route';
import { sessionsCsvRoutes, sessionsRoutes, speakersRoutes } from './sessions.routes';
import { tokensRoutes } from './tokens.routes';
import { usersRoutes } from './users.routes';
import { webhooksRoutes } from './webhooks.routes';

/**
 * Every endpoint of the HTTP API by group and name (docs/architecture.md#route-table). The server registers
 * each one with its handler, OpenAPI is generated from them, and the typed client is built from their zod-free
 * half (endpoints.gen.ts). The group and name are the client's `api.<group>.<name>()` and the operationId.
 */
export const routeTable = {
  health: healthRoutes,
  auth: authRoutes,
  account: accountRoutes,
  tokens: tokensRoutes,
  users: usersRoutes,
  invitations: invitationsRoutes,
  organizations: organizationsRoutes,
  events: eventsRoutes,
  eventUsers: eventUsersRoutes,
  sessions: sessionsRoutes,
  speakers: speakersRoutes,
  sessionsCsv: sessionsCsvRoutes,
  directMessages: directMessagesRoutes,
  mail: mailRoutes,
  attendeesCsv: attendeesCsvRoutes,
  bookmarks: bookmarksRoutes,
  calendar: calendarRoutes,
  live: liveRoutes,
  moderation: moderationRoutes,
  notifications: notificationsRoutes,
  network: networkRoutes,
  sponsors: sponsorsRoutes,
  webhooks: webhooksRoutes,
  dataExport: dataExportRoutes,
} as const;

export type RouteTable = typeof routeTable;

/** Each route with its group and name, in table order. */
export function listRoutes(): { group: string; name: string; route: RouteDefinition }[] {
  return Object.entries(routeTable).flatMap(([group, routes]) =>
    Object.entries(routes as Readonly<Record<string, RouteDefinition>>).map(([name, route]) => ({
      group,
      name,
      route,
    })),
  );
}
