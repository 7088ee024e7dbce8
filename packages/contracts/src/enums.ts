import { z } from 'zod';

export const OrganizationRole = z.enum(['OWNER', 'ADMIN', 'MEMBER']);
export type OrganizationRole = z.infer<typeof OrganizationRole>;

/** Roles a member can be given through the Add Member form. */
export const MemberInviteRole = z.enum(['MEMBER', 'ADMIN']);
export type MemberInviteRole = z.infer<typeof MemberInviteRole>;

export const EventType = z.enum(['CONFERENCE', 'SINGLE_SESSION']);
export type EventType = z.infer<typeof EventType>;

export const EventFormat = z.enum(['HYBRID', 'VIRTUAL']);
export type EventFormat = z.infer<typeof EventFormat>;

/** Organizer roles: they edit the event. */
export const EventOrganizerRole = z.enum(['ADMIN', 'ORGANIZER']);
export type EventOrganizerRole = z.infer<typeof EventOrganizerRole>;

/** Participant roles: they read the event. */
export const EventParticipantRole = z.enum(['SPEAKER', 'MODERATOR', 'ATTENDEE']);
export type EventParticipantRole = z.infer<typeof EventParticipantRole>;

export const EventUserRole = z.enum(['ADMIN', 'ORGANIZER', 'SPEAKER', 'MODERATOR', 'ATTENDEE']);
export type EventUserRole = z.infer<typeof EventUserRole>;

export const SessionType = z.enum(['KEYNOTE', 'WORKSHOP', 'PANEL', 'PRESENTATION', 'NETWORKING', 'QA']);
export type SessionType = z.infer<typeof SessionType>;

export const SessionStatus = z.enum(['LIVE', 'UPCOMING', 'COMPLETED', 'CANCELLED']);
export type SessionStatus = z.infer<typeof SessionStatus>;

/** Display order of speaker groups on the agenda. */
export const SpeakerRole = z.enum(['HOST', 'KEYNOTE', 'SPEAKER', 'MODERATOR', 'PANELIST']);
export type SpeakerRole = z.infer<typeof SpeakerRole>;

export const MessageStatus = z.enum(['SENT', 'READ']);
export type MessageStatus = z.infer<typeof MessageStatus>;
