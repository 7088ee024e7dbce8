import type { AgendaItem } from '@atria/contracts/calendar';
import { localDate, sessionInstants } from '../../lib/event-time';
import { hhmm } from '../sessions/sessions.mapper';
import type { BookmarkRow } from './bookmarks.repository';

/** A bookmark with its instants worked out, before clashes are known. */
export type TimedBookmark = Omit<AgendaItem, 'clashes_with'> & { start: number; end: number };

export function toTimedBookmark(row: BookmarkRow): TimedBookmark {
  const { start, end } = sessionInstants({ start_date: row.start_date, time_zone: row.time_zone }, row);
  return {
    session_id: row.session_id,
    title: row.title,
    session_type: row.session_type,
    status: row.status,
    day_number: row.day_number,
    date: localDate(row.start_date, row.day_number),
    start_time: hhmm(row.start_time),
    end_time: hhmm(row.end_time),
    starts_at: start.toISOString(),
    ends_at: end.toISOString(),
    event: { id: row.event_id, title: row.event_title, time_zone: row.time_zone },
    bookmarked_at: row.bookmarked_at.toISOString(),
    start: start.getTime(),
    end: end.getTime(),
  };
}

export function toAgendaItem({ start: _start, end: _end, ...item }: TimedBookmark, clashes: number[]): AgendaItem {
  return { ...item, clashes_with: clashes };
}
