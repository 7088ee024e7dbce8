// Generated from the route table (src/api/table.ts) by `pnpm --filter @atria/contracts gen`: do not edit.
import type { Endpoint } from './endpoint';

/** How to address every route of the table, without zod (docs/architecture.md#route-table). */
export const endpoints = {
  health: {
    check: { method: 'GET', path: '/health', auth: 'public' },
  },
  auth: {
    signup: { method: 'POST', path: '/auth/signup', auth: 'public' },
    login: { method: 'POST', path: '/auth/login', auth: 'public' },
    refresh: { method: 'POST', path: '/auth/refresh', auth: 'refresh' },
    me: { method: 'GET', path: '/auth/me', auth: 'bearer' },
    logout: { method: 'POST', path: '/auth/logout', auth: 'bearer' },
  },
  account: {
    changePassword: { method: 'PUT', path: '/auth/password', auth: 'bearer' },
    listLogins: { method: 'GET', path: '/auth/logins', auth: 'bearer' },
    endLogin: { method: 'DELETE', path: '/auth/logins/:id', auth: 'bearer' },
    endAllLogins: { method: 'DELETE', path: '/auth/logins', auth: 'bearer' },
    deleteAccount: { method: 'DELETE', path: '/users/me', auth: 'bearer' },
  },
  users: {
    checkEmail: { method: 'GET', path: '/users/check-email', auth: 'bearer' },
    get: { method: 'GET', path: '/users/:id', auth: 'bearer' },
    update: { method: 'PUT', path: '/users/:id', auth: 'bearer' },
    events: { method: 'GET', path: '/users/:userId/events', auth: 'bearer' },
    speakingSessions: { method: 'GET', path: '/users/:userId/speaking-sessions', auth: 'bearer' },
  },
  invitations: {
    info: { method: 'GET', path: '/invitations/:token', auth: 'public' },
    claim: { method: 'POST', path: '/invitations/:token/claim', auth: 'public' },
  },
  organizations: {
    list: { method: 'GET', path: '/organizations', auth: 'bearer' },
    create: { method: 'POST', path: '/organizations', auth: 'bearer' },
    get: { method: 'GET', path: '/organizations/:id', auth: 'bearer' },
    rename: { method: 'PUT', path: '/organizations/:id', auth: 'bearer' },
    remove: { method: 'DELETE', path: '/organizations/:id', auth: 'bearer' },
    members: { method: 'GET', path: '/organizations/:orgId/users', auth: 'bearer' },
    addMember: { method: 'POST', path: '/organizations/:orgId/users', auth: 'bearer' },
    changeMemberRole: { method: 'PUT', path: '/organizations/:orgId/users/:userId', auth: 'bearer' },
    removeMember: { method: 'DELETE', path: '/organizations/:orgId/users/:userId', auth: 'bearer' },
    reinvite: { method: 'POST', path: '/organizations/:orgId/users/:userId/invitation', auth: 'bearer' },
    events: { method: 'GET', path: '/organizations/:orgId/events', auth: 'bearer' },
    createEvent: { method: 'POST', path: '/organizations/:orgId/events', auth: 'bearer' },
  },
  events: {
    get: { method: 'GET', path: '/events/:id', auth: 'bearer' },
    update: { method: 'PUT', path: '/events/:id', auth: 'bearer' },
    updateBranding: { method: 'PUT', path: '/events/:id/branding', auth: 'bearer' },
    remove: { method: 'DELETE', path: '/events/:id', auth: 'bearer' },
  },
  eventUsers: {
    list: { method: 'GET', path: '/events/:eventId/users', auth: 'bearer' },
    addExisting: { method: 'POST', path: '/events/:eventId/users', auth: 'bearer' },
    addByEmail: { method: 'POST', path: '/events/:eventId/users/add', auth: 'bearer' },
    changeRole: { method: 'PUT', path: '/events/:eventId/users/:userId', auth: 'bearer' },
    updateSpeakerInfo: { method: 'PUT', path: '/events/:eventId/users/:userId/speaker-info', auth: 'bearer' },
    remove: { method: 'DELETE', path: '/events/:eventId/users/:userId', auth: 'bearer' },
  },
  sessions: {
    list: { method: 'GET', path: '/events/:eventId/sessions', auth: 'bearer' },
    create: { method: 'POST', path: '/events/:eventId/sessions', auth: 'bearer' },
    get: { method: 'GET', path: '/sessions/:id', auth: 'bearer' },
    update: { method: 'PUT', path: '/sessions/:id', auth: 'bearer' },
    setStatus: { method: 'PUT', path: '/sessions/:id/status', auth: 'bearer' },
    reschedule: { method: 'PUT', path: '/sessions/:id/times', auth: 'bearer' },
    remove: { method: 'DELETE', path: '/sessions/:id', auth: 'bearer' },
  },
  speakers: {
    list: { method: 'GET', path: '/sessions/:sessionId/speakers', auth: 'bearer' },
    add: { method: 'POST', path: '/sessions/:sessionId/speakers', auth: 'bearer' },
    setRole: { method: 'PUT', path: '/sessions/:sessionId/speakers/:userId', auth: 'bearer' },
    reorder: { method: 'PUT', path: '/sessions/:sessionId/speakers/:userId/reorder', auth: 'bearer' },
    remove: { method: 'DELETE', path: '/sessions/:sessionId/speakers/:userId', auth: 'bearer' },
  },
  directMessages: {
    threads: { method: 'GET', path: '/direct-messages/threads', auth: 'bearer' },
    openThread: { method: 'POST', path: '/direct-messages/threads', auth: 'bearer' },
    messages: { method: 'GET', path: '/direct-messages/threads/:id/messages', auth: 'bearer' },
    send: { method: 'POST', path: '/direct-messages/threads/:id/messages', auth: 'bearer' },
    markRead: { method: 'POST', path: '/direct-messages/threads/:id/read', auth: 'bearer' },
  },
  mail: {
    listForOrganization: { method: 'GET', path: '/organizations/:id/mail', auth: 'bearer' },
    listForEvent: { method: 'GET', path: '/events/:id/mail', auth: 'bearer' },
  },
  attendeesCsv: {
    preview: { method: 'POST', path: '/events/:id/attendees/import/preview', auth: 'bearer', upload: 'text/csv' },
    commit: { method: 'POST', path: '/events/:id/attendees/import', auth: 'bearer', upload: 'text/csv' },
    exportCsv: { method: 'GET', path: '/events/:id/attendees.csv', auth: 'bearer', download: 'text/csv' },
  },
} as const satisfies Readonly<Record<string, Readonly<Record<string, Endpoint>>>>;
