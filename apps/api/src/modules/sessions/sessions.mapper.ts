import type { Session, SessionEventInfo, SessionSpeaker } from '@atria/contracts';
import type { events } from '../../db/schema';
import { fullName } from '../users/users.mapper';
import type { SessionRow } from './sessions.repository';
import type { SpeakerRow } from './speakers.repository';

/** `HH:MM` from the database's `HH:MM:SS`. */
export const hhmm = (time: string): string => time.slice(0, 5);

const minutesOf = (time: string): number => {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return h * 60 + m;
};

/** Minutes between two `HH:MM[:SS]` times, written like '1h 30m', '2h' or '45m'. */
export function formatDuration(start: string, end: string): string {
  const total = Math.max(0, minutesOf(end) - minutesOf(start));
  const hours = Math.floor(total / 60);
  const minutes = total % 60;
  if (hours === 0) return `${minutes}m`;
  return minutes === 0 ? `${hours}h` : `${hours}h ${minutes}m`;
}

export function toSessionEventInfo(
  event: Pick<
    typeof events.$inferSelect,
    'id' | 'title' | 'start_date' | 'time_zone' | 'organization_id' | 'day_count'
  >,
): SessionEventInfo {
  return {
    id: event.id,
    title: event.title,
    start_date: event.start_date,
    time_zone: event.time_zone,
    organization_id: event.organization_id,
    day_count: event.day_count,
  };
}

export function toSessionSpeaker(row: SpeakerRow): SessionSpeaker {
  return {
    user_id: row.user_id,
    speaker_name: fullName(row),
    title: row.speaker_title ?? row.profile_title,
    company_name: row.company_name,
    bio: row.speaker_bio,
    role: row.role,
    image_url: row.image_url,
    social_links: { linkedin: row.linkedin_url, website: row.website_url },
    order: row.order,
  };
}

export function toSession(row: SessionRow, event: SessionEventInfo, speakers: SessionSpeaker[]): Session {
  return {
    id: row.id,
    event_id: row.event_id,
    title: row.title,
    description: row.description,
    session_type: row.session_type,
    day_number: row.day_number,
    start_time: hhmm(row.start_time),
    end_time: hhmm(row.end_time),
    is_live: row.status === 'LIVE',
    stream_url: row.stream_url,
    status: row.status,
    formatted_duration: formatDuration(row.start_time, row.end_time),
    event,
    session_speakers: speakers,
  };
}
