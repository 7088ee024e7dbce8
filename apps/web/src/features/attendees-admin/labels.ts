import type { EventUserRole, ImportRowStatus, InvitationState, OutboxStatus } from '@atria/contracts/zod-free';
import type { BadgeTone } from '../../components/ui/badge';
import type { MessageKey } from '../../lib/i18n/i18n';

/** Message keys of the values the console shows (literal keys, so the catalog test finds each one). */
export const ROLE_KEY: Record<EventUserRole, MessageKey> = {
  ADMIN: 'attendeesAdmin.role.admin',
  ORGANIZER: 'attendeesAdmin.role.organizer',
  SPEAKER: 'attendeesAdmin.role.speaker',
  MODERATOR: 'attendeesAdmin.role.moderator',
  ATTENDEE: 'attendeesAdmin.role.attendee',
};

export const STATE_KEY: Record<InvitationState, MessageKey> = {
  pending: 'attendeesAdmin.state.pending',
  expired: 'attendeesAdmin.state.expired',
  revoked: 'attendeesAdmin.state.revoked',
  claimed: 'attendeesAdmin.state.claimed',
  none: 'attendeesAdmin.state.none',
};

export const STATE_TONE: Record<InvitationState, BadgeTone> = {
  pending: 'amber',
  expired: 'red',
  revoked: 'gray',
  claimed: 'green',
  none: 'gray',
};

export const IMPORT_STATUS_KEY: Record<ImportRowStatus, MessageKey> = {
  new: 'attendeesAdmin.import.status.new',
  existing_account: 'attendeesAdmin.import.status.existing',
  already_participant: 'attendeesAdmin.import.status.already',
  error: 'attendeesAdmin.import.status.error',
};

export const IMPORT_STATUS_TONE: Record<ImportRowStatus, BadgeTone> = {
  new: 'green',
  existing_account: 'blue',
  already_participant: 'gray',
  error: 'red',
};

export const MAIL_STATUS_KEY: Record<OutboxStatus, MessageKey> = {
  pending: 'attendeesAdmin.mail.status.pending',
  sent: 'attendeesAdmin.mail.status.sent',
  failed: 'attendeesAdmin.mail.status.failed',
  held: 'attendeesAdmin.mail.status.held',
};

export const MAIL_STATUS_TONE: Record<OutboxStatus, BadgeTone> = {
  pending: 'amber',
  sent: 'green',
  failed: 'red',
  held: 'gray',
};
