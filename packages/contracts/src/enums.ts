import { z } from 'zod';
import {
  EVENT_FORMATS,
  EVENT_ORGANIZER_ROLES,
  EVENT_PARTICIPANT_ROLES,
  EVENT_TYPES,
  EVENT_USER_ROLES,
  INVITATION_STATES,
  MEMBER_INVITE_ROLES,
  MESSAGE_STATUSES,
  ORGANIZATION_ROLES,
  SESSION_STATUSES,
  SESSION_TYPES,
  SPEAKER_ROLES,
} from './enum-values';

export const OrganizationRole = z.enum(ORGANIZATION_ROLES);
export type OrganizationRole = z.infer<typeof OrganizationRole>;

/** Roles a member can be given through the Add Member form. */
export const MemberInviteRole = z.enum(MEMBER_INVITE_ROLES);
export type MemberInviteRole = z.infer<typeof MemberInviteRole>;

export const EventType = z.enum(EVENT_TYPES);
export type EventType = z.infer<typeof EventType>;

export const EventFormat = z.enum(EVENT_FORMATS);
export type EventFormat = z.infer<typeof EventFormat>;

/** Organizer roles: they edit the event. */
export const EventOrganizerRole = z.enum(EVENT_ORGANIZER_ROLES);
export type EventOrganizerRole = z.infer<typeof EventOrganizerRole>;

/** Participant roles: they read the event. */
export const EventParticipantRole = z.enum(EVENT_PARTICIPANT_ROLES);
export type EventParticipantRole = z.infer<typeof EventParticipantRole>;

export const EventUserRole = z.enum(EVENT_USER_ROLES);
export type EventUserRole = z.infer<typeof EventUserRole>;

export const InvitationState = z.enum(INVITATION_STATES);
export type InvitationState = z.infer<typeof InvitationState>;

export const SessionType = z.enum(SESSION_TYPES);
export type SessionType = z.infer<typeof SessionType>;

export const SessionStatus = z.enum(SESSION_STATUSES);
export type SessionStatus = z.infer<typeof SessionStatus>;

/** Display order of speaker groups on the agenda. */
export const SpeakerRole = z.enum(SPEAKER_ROLES);
export type SpeakerRole = z.infer<typeof SpeakerRole>;

export const MessageStatus = z.enum(MESSAGE_STATUSES);
export type MessageStatus = z.infer<typeof MessageStatus>;
