import type { EventSummary, EventUserRole } from '@atria/contracts';
import type { events } from '../../db/schema';

export type EventRow = typeof events.$inferSelect;

/** An event card: the event plus its session count and first session, as computed by the list query. */
export function toEventSummary(
  row: EventRow,
  extra: { session_count: number; first_session_id: number | null; role?: EventUserRole | null },
): EventSummary {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    event_type: row.event_type,
    start_date: row.start_date,
    end_date: row.end_date,
    company_name: row.company_name,
    organization_id: row.organization_id,
    day_count: row.day_count,
    event_format: row.event_format,
    session_count: Number(extra.session_count),
    first_session_id: extra.first_session_id === null ? null : Number(extra.first_session_id),
    role: extra.role ?? null,
  };
}
