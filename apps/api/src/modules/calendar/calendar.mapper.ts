import { sessionInstants } from '../../lib/event-time';
import type { CalendarEntry } from './ics';
import type { EntryRow, TombstoneRow } from './calendar.repository';

/** The UID of a session's calendar entry: the same in every file and feed, for the session's whole life. */
export const sessionUid = (sessionId: number, host: string): string => `session-${sessionId}@${host}`;

/** DESCRIPTION: the event, the speakers in order, and where to watch. */
function describe(
  eventTitle: string,
  speakers: string[],
  streamUrl: string | null,
  description: string | null,
): string {
  const lines = [eventTitle];
  if (speakers.length > 0) lines.push(`Speakers: ${speakers.join(', ')}`);
  if (description) lines.push('', description);
  if (streamUrl) lines.push('', `Watch: ${streamUrl}`);
  return lines.join('\n');
}

export function toCalendarEntry(row: EntryRow, speakers: string[], host: string): CalendarEntry {
  const { start, end } = sessionInstants({ start_date: row.start_date, time_zone: row.time_zone }, row);
  return {
    uid: sessionUid(row.id, host),
    title: row.title,
    description: describe(row.event_title, speakers, row.stream_url, row.description),
    url: row.stream_url,
    start,
    end,
    timeZone: row.time_zone,
    sequence: row.calendar_sequence,
    cancelled: row.status === 'CANCELLED',
  };
}

/** A deleted session, announced as cancelled at the time it last had. */
export function tombstoneEntry(row: TombstoneRow, host: string): CalendarEntry {
  const { start, end } = sessionInstants(
    { start_date: row.local_date, time_zone: row.time_zone },
    { day_number: 1, start_time: row.start_time, end_time: row.end_time },
  );
  return {
    uid: sessionUid(row.session_id, host),
    title: row.title,
    description: row.event_title,
    url: null,
    start,
    end,
    timeZone: row.time_zone,
    sequence: row.sequence,
    cancelled: true,
  };
}
