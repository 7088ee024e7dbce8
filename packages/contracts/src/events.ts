import { z } from 'zod';
import { listEnvelope } from './common';
import { EventFormat, EventType, EventUserRole } from './enums';

/** What event cards need: the event plus enough to pick their badge and click target without more calls. */
export const EventSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  event_type: EventType,
  start_date: z.string(),
  end_date: z.string(),
  company_name: z.string(),
  organization_id: z.number().int(),
  day_count: z.number().int(),
  event_format: EventFormat,
  session_count: z.number().int(),
  first_session_id: z.number().int().nullable(),
  /** The caller's (or the listed user's) role in the event, when they have one. */
  role: EventUserRole.nullable(),
});
export type EventSummary = z.infer<typeof EventSummary>;

export const EventList = listEnvelope('events', EventSummary);
export type EventList = z.infer<typeof EventList>;
