import { z } from 'zod';
import { SocialLinks } from './auth';
import { MAX_ID, PaginationQuery, Time24, listEnvelope } from './common';
import { SessionStatus, SessionType, SpeakerRole } from './enums';
import { freeText, nameText } from './text';
import { MESSAGES, maxLengthMessage } from './validation';

export const SpeakingSession = z.object({
  id: z.number().int(),
  event_id: z.number().int(),
  event_title: z.string(),
  title: z.string(),
  session_type: SessionType,
  day_number: z.number().int(),
  start_time: z.string(),
  end_time: z.string(),
  status: SessionStatus,
  speaker_role: SpeakerRole,
});
export type SpeakingSession = z.infer<typeof SpeakingSession>;

export const SpeakingSessionsResponse = z.object({ sessions: z.array(SpeakingSession) });
export type SpeakingSessionsResponse = z.infer<typeof SpeakingSessionsResponse>;

/** Session defaults (docs/product.md#agenda-rules): a 09:00-10:00 PRESENTATION on day 1. */
export const SESSION_DEFAULTS = {
  session_type: 'PRESENTATION',
  start_time: '09:00',
  end_time: '10:00',
  day_number: 1,
} as const;

export const STREAM_URL_INVALID = 'Stream URL must be an http(s) URL';
export const DAY_NUMBER_MIN = 'Day number must be at least 1';
export const SPEAKER_ORDER_INVALID = 'Order must be a whole number of at least 1';

/** Message for a day outside the event (the bound depends on the event, so the server adds it). */
export const dayNumberOutOfRange = (dayCount: number): string => `Day number must be between 1 and ${dayCount}`;

/** `HH:MM` 24 h, `HH:MM:SS` accepted and normalised; anything else (also a non-string) is 'Invalid time format'. */
const SessionTime = z.string({ error: MESSAGES.invalidTimeFormat }).pipe(Time24);
const SessionTitle = nameText({ label: 'Title', min: 1, max: 200, minMessage: MESSAGES.titleRequired });
/** A whole number from 1; the upper bound is the event's day_count, checked by the server. */
const DayNumber = z
  .number({ error: MESSAGES.dayNumberRequired })
  .int(MESSAGES.dayNumberRequired)
  .min(1, DAY_NUMBER_MIN);
/** Free text; blank is stored as none. */
const Description = freeText('Description', 5000)
  .nullable()
  .transform((v) => (v === '' ? null : v));
/** An http(s) URL, or empty / null for none (stored as null). */
const StreamUrl = z
  .union(
    [
      z.literal(''),
      z.url({ protocol: /^https?$/, error: STREAM_URL_INVALID }).max(2048, maxLengthMessage('Stream URL', 2048)),
    ],
    {
      error: STREAM_URL_INVALID,
    },
  )
  .nullable()
  .transform((v) => (v === '' ? null : v));

type TimesInput = { start_time?: unknown; end_time?: unknown };
/**
 * Runs the end > start rule only when both times are present and individually valid, whatever else failed
 * (`when` runs even if the value is no object at all: a `null` body must fail validation, not crash it).
 */
const bothTimesValid = (p: z.core.ParsePayload): boolean => {
  if (typeof p.value !== 'object' || p.value === null) return false;
  const v = p.value as TimesInput;
  const timeIssue = p.issues.some((i) => i.path?.[0] === 'start_time' || i.path?.[0] === 'end_time');
  return !timeIssue && typeof v.start_time === 'string' && typeof v.end_time === 'string';
};
const endAfterStart = (v: TimesInput): boolean =>
  typeof v.start_time !== 'string' || typeof v.end_time !== 'string' || v.end_time > v.start_time;
const endAfterStartRule = { path: ['end_time'], message: MESSAGES.endTimeAfterStart, when: bothTimesValid };

/** Create Session (modal and POST /events/{eventId}/sessions); the defaults fill what is left out. */
export const CreateSessionBody = z
  .object({
    title: SessionTitle,
    description: Description.optional(),
    session_type: SessionType.default(SESSION_DEFAULTS.session_type),
    start_time: SessionTime.default(SESSION_DEFAULTS.start_time),
    end_time: SessionTime.default(SESSION_DEFAULTS.end_time),
    day_number: DayNumber.default(SESSION_DEFAULTS.day_number),
    stream_url: StreamUrl.optional().transform((v) => v ?? null),
  })
  .refine(endAfterStart, endAfterStartRule);
export type CreateSessionBody = z.infer<typeof CreateSessionBody>;
export type CreateSessionForm = z.input<typeof CreateSessionBody>;

/** Edit Session: the same fields, each optional (the server re-checks the times merged with the stored ones). */
export const UpdateSessionBody = z
  .object({
    title: SessionTitle.optional(),
    description: Description.optional(),
    session_type: SessionType.optional(),
    start_time: SessionTime.optional(),
    end_time: SessionTime.optional(),
    day_number: DayNumber.optional(),
    stream_url: StreamUrl.optional(),
  })
  .refine(endAfterStart, endAfterStartRule);
export type UpdateSessionBody = z.infer<typeof UpdateSessionBody>;
export type UpdateSessionForm = z.input<typeof UpdateSessionBody>;

export const SessionStatusBody = z.object({ status: SessionStatus });
export type SessionStatusBody = z.infer<typeof SessionStatusBody>;

/** PUT /sessions/{id}/times: the slot moves as a whole. */
export const SessionTimesBody = z
  .object({ start_time: SessionTime, end_time: SessionTime, day_number: DayNumber })
  .refine(endAfterStart, endAfterStartRule);
export type SessionTimesBody = z.infer<typeof SessionTimesBody>;

export const SessionsQuery = PaginationQuery.extend({ day_number: z.coerce.number().int().min(1).max(366).optional() });
export type SessionsQuery = z.infer<typeof SessionsQuery>;

export const SessionSpeaker = z.object({
  user_id: z.number().int(),
  speaker_name: z.string(),
  /** The event's speaker title for this person, else their profile title. */
  title: z.string().nullable(),
  company_name: z.string().nullable(),
  /** The event's speaker bio for this person (docs/product.md#session-detail), null when there is none. */
  bio: z.string().nullable(),
  role: SpeakerRole,
  image_url: z.string().nullable(),
  social_links: SocialLinks,
  /** 1..n within the session, without gaps. */
  order: z.number().int(),
});
export type SessionSpeaker = z.infer<typeof SessionSpeaker>;

export const SessionEventInfo = z.object({
  id: z.number().int(),
  title: z.string(),
  start_date: z.string(),
  /** IANA zone the session's day and times are in (docs/calendar.md#time-zones). */
  time_zone: z.string(),
  organization_id: z.number().int(),
  day_count: z.number().int(),
});
export type SessionEventInfo = z.infer<typeof SessionEventInfo>;

export const Session = z.object({
  id: z.number().int(),
  event_id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  session_type: SessionType,
  day_number: z.number().int(),
  /** `HH:MM`, 24 h. */
  start_time: z.string(),
  end_time: z.string(),
  /** status === 'LIVE'. */
  is_live: z.boolean(),
  stream_url: z.string().nullable(),
  status: SessionStatus,
  /** e.g. '1h 30m', '45m', '2h'. */
  formatted_duration: z.string(),
  event: SessionEventInfo,
  /** Ordered by `order`. */
  session_speakers: z.array(SessionSpeaker),
});
export type Session = z.infer<typeof Session>;

export const SessionList = listEnvelope('sessions', Session);
export type SessionList = z.infer<typeof SessionList>;

export const SessionSpeakersQuery = PaginationQuery.extend({ role: SpeakerRole.optional() });
export type SessionSpeakersQuery = z.infer<typeof SessionSpeakersQuery>;

export const SessionSpeakerList = listEnvelope('session_speakers', SessionSpeaker);
export type SessionSpeakerList = z.infer<typeof SessionSpeakerList>;

export const AddSpeakerBody = z.object({
  user_id: z.number({ error: 'User is required' }).int().positive().max(MAX_ID),
  role: SpeakerRole.default('SPEAKER'),
});
export type AddSpeakerBody = z.infer<typeof AddSpeakerBody>;

export const UpdateSpeakerBody = z.object({ role: SpeakerRole });
export type UpdateSpeakerBody = z.infer<typeof UpdateSpeakerBody>;

/** The new 1-based position; values past the end move the speaker last. */
export const ReorderSpeakerBody = z.object({
  order: z.number({ error: SPEAKER_ORDER_INVALID }).int(SPEAKER_ORDER_INVALID).min(1, SPEAKER_ORDER_INVALID),
});
export type ReorderSpeakerBody = z.infer<typeof ReorderSpeakerBody>;
