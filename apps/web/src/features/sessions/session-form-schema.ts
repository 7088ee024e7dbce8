import {
  CreateSessionBody,
  LIMITS,
  SESSION_DEFAULTS,
  SessionType,
  type CreateSessionForm,
  type Session,
} from '@atria/contracts';
import { z } from 'zod';
import { daysInclusive, formatEventDay } from '../../lib/dates';

export const SESSION_FORM_FIELDS = [
  'title',
  'description',
  'session_type',
  'day_number',
  'start_time',
  'end_time',
  'stream_url',
] as const;
export type SessionFormField = (typeof SESSION_FORM_FIELDS)[number];
export type SessionFormValues = Record<SessionFormField, string>;

/**
 * The form's text values, checked by the contracts' CreateSessionBody (its messages: 'Title is required',
 * 'Day number is required', 'Invalid time format', 'End time must be after start time'). An edit sends the
 * same full body, which UpdateSessionBody accepts.
 */
export const SessionFormSchema = z
  .object({
    title: z.string(),
    description: z.string(),
    session_type: SessionType,
    // An empty choice becomes NaN so the contract answers 'Day number is required'.
    day_number: z.string().transform((v) => (v.trim() === '' ? Number.NaN : Number(v))),
    start_time: z.string(),
    end_time: z.string(),
    stream_url: z.string().transform((v) => v.trim()),
  })
  .transform((values): CreateSessionForm => values)
  .pipe(CreateSessionBody);

/** The defaults on create (PRESENTATION, 09:00-10:00, day 1, docs/product.md#agenda-rules); the session's own values on edit. */
export function initialSessionValues(session?: Session): SessionFormValues {
  if (!session) {
    return {
      title: '',
      description: '',
      session_type: SESSION_DEFAULTS.session_type,
      day_number: String(SESSION_DEFAULTS.day_number),
      start_time: SESSION_DEFAULTS.start_time,
      end_time: SESSION_DEFAULTS.end_time,
      stream_url: '',
    };
  }
  return {
    title: session.title,
    description: session.description ?? '',
    session_type: session.session_type,
    day_number: String(session.day_number),
    start_time: session.start_time.slice(0, 5),
    end_time: session.end_time.slice(0, 5),
    stream_url: session.stream_url ?? '',
  };
}

export const SESSION_TYPE_OPTIONS = SessionType.options.map((type) => ({
  value: type,
  label: type,
}));

/**
 * docs/product.md#agenda-rules: the day choices 'Day N - date', from the event's start to its end date. At most
 * LIMITS.eventDaysMax choices: the API refuses longer events, but one stored before the bound could span
 * thousands of years.
 */
export function dayOptions(event: { start_date: string; end_date: string; day_count: number }) {
  const days = daysInclusive(event.start_date, event.end_date) ?? Math.max(1, event.day_count);
  const count = Math.min(days, LIMITS.eventDaysMax);
  return Array.from({ length: count }, (_, i) => ({
    value: String(i + 1),
    label: formatEventDay(event.start_date, i + 1),
  }));
}
