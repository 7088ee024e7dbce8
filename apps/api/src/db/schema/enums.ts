import { pgEnum } from 'drizzle-orm/pg-core';

export const organizationRole = pgEnum('organization_role', ['OWNER', 'ADMIN', 'MEMBER']);
export const eventType = pgEnum('event_type', ['CONFERENCE', 'SINGLE_SESSION']);
export const eventFormat = pgEnum('event_format', ['HYBRID', 'VIRTUAL']);
export const eventUserRole = pgEnum('event_user_role', ['ADMIN', 'ORGANIZER', 'SPEAKER', 'MODERATOR', 'ATTENDEE']);
export const sessionType = pgEnum('session_type', ['KEYNOTE', 'WORKSHOP', 'PANEL', 'PRESENTATION', 'NETWORKING', 'QA']);
export const sessionStatus = pgEnum('session_status', ['LIVE', 'UPCOMING', 'COMPLETED', 'CANCELLED']);
export const speakerRole = pgEnum('speaker_role', ['HOST', 'KEYNOTE', 'SPEAKER', 'MODERATOR', 'PANELIST']);
export const messageStatus = pgEnum('message_status', ['SENT', 'READ']);
/** Who may see a profile or email, or start a conversation (docs/networking.md#privacy). */
export const networkAudience = pgEnum('network_audience', ['EVERYONE', 'CONNECTIONS', 'NOBODY']);
export const connectionStatus = pgEnum('connection_status', ['PENDING', 'ACCEPTED', 'DECLINED']);
export const reportStatus = pgEnum('report_status', ['OPEN', 'RESOLVED']);
