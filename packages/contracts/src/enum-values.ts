/**
 * The members of every contract enum as plain lists, in their display order. The zod enums (enums.ts) are built
 * from these, so a page can list or check members without loading zod.
 */
export const ORGANIZATION_ROLES = ['OWNER', 'ADMIN', 'MEMBER'] as const;
/** What an entry of an organization's activity log records (docs/organizer-console.md#activity). */
export const ACTIVITY_KINDS = [
  'event.created',
  'event.updated',
  'event.deleted',
  'session.created',
  'session.updated',
  'session.cancelled',
  'session.deleted',
  'invitation.sent',
  'invitation.claimed',
  'role.changed',
  'import.attendees',
  'import.sessions',
] as const;
/** Roles a member can be given through the Add Member form. */
export const MEMBER_INVITE_ROLES = ['MEMBER', 'ADMIN'] as const;
export const EVENT_TYPES = ['CONFERENCE', 'SINGLE_SESSION'] as const;
export const EVENT_FORMATS = ['HYBRID', 'VIRTUAL'] as const;
/** Organizer roles: they edit the event. */
export const EVENT_ORGANIZER_ROLES = ['ADMIN', 'ORGANIZER'] as const;
/** Participant roles: they read the event. */
export const EVENT_PARTICIPANT_ROLES = ['SPEAKER', 'MODERATOR', 'ATTENDEE'] as const;
export const EVENT_USER_ROLES = ['ADMIN', 'ORGANIZER', 'SPEAKER', 'MODERATOR', 'ATTENDEE'] as const;
/**
 * Where a participant's invitation to an event stands: `none` (the event never invited them), `pending` (a link
 * that still works), `expired` or `revoked` (no link works; the latest one ran out or was withdrawn), `claimed`
 * (the account is set up).
 */
export const INVITATION_STATES = ['pending', 'expired', 'revoked', 'claimed', 'none'] as const;
export const SESSION_TYPES = ['KEYNOTE', 'WORKSHOP', 'PANEL', 'PRESENTATION', 'NETWORKING', 'QA'] as const;
export const SESSION_STATUSES = ['LIVE', 'UPCOMING', 'COMPLETED', 'CANCELLED'] as const;
/** Display order of speaker groups on the agenda. */
export const SPEAKER_ROLES = ['HOST', 'KEYNOTE', 'SPEAKER', 'MODERATOR', 'PANELIST'] as const;
export const MESSAGE_STATUSES = ['SENT', 'READ'] as const;
/** The fixed reactions on a live session's chat messages, in display order (docs/live.md#chat). */
export const CHAT_REACTIONS = ['thumbs_up', 'heart', 'laugh', 'party', 'wow', 'clap'] as const;
export const ERROR_CODES = [
  'BAD_REQUEST',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'GONE',
  'VALIDATION',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'UNAVAILABLE',
  'INTERNAL',
] as const;

/** Whether `value` is one of `values` (a select's value narrowed back to the enum). */
export function isEnumValue<T extends string>(values: readonly T[], value: string): value is T {
  return (values as readonly string[]).includes(value);
}
