import { z } from 'zod';
import { PersonName, emailField } from './auth';
import { TimeZone } from './calendar';
import { IsoDate, MAX_ID, PaginationQuery, listEnvelope } from './common';
import {
  EventFormat,
  EventParticipantRole,
  EventType,
  EventUserRole,
  InvitationState,
  SessionStatus,
  SessionType,
} from './enums';
import { MediaImage } from './media';
import { freeText, lineText, nameText } from './text';
import { LIMITS, MESSAGES, maxLengthMessage } from './validation';

/** What event cards need: the event plus enough to pick their badge and click target without more calls. */
export const EventSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  event_type: EventType,
  start_date: z.string(),
  end_date: z.string(),
  /** IANA zone of the event's dates and session times (docs/calendar.md#time-zones). */
  time_zone: z.string(),
  company_name: z.string(),
  organization_id: z.number().int(),
  day_count: z.number().int(),
  event_format: EventFormat,
  session_count: z.number().int(),
  first_session_id: z.number().int().nullable(),
  /** The caller's (or the listed user's) role in the event, when they have one. */
  role: EventUserRole.nullable(),
  /** The uploaded banner and logo (docs/images.md), null when there is none. */
  banner: MediaImage.nullable(),
  logo: MediaImage.nullable(),
});
export type EventSummary = z.infer<typeof EventSummary>;

export const EventList = listEnvelope('events', EventSummary);
export type EventList = z.infer<typeof EventList>;

const httpUrl = z
  .union([
    z.literal(''),
    z.url({ protocol: /^https?$/, error: 'Must be an http(s) URL' }).max(2048, maxLengthMessage('URL', 2048)),
  ])
  .transform((v) => (v === '' ? null : v));

export const EventSections = z.object({
  welcome: z
    .object({ title: lineText('Title', 200), content: freeText('Content', 5000) })
    .nullable()
    .optional(),
  highlights: z
    .array(
      z.object({
        title: nameText({ label: 'Title', min: 1, max: 120, minMessage: MESSAGES.titleRequired }),
        description: freeText('Description', 1000),
        icon: lineText('Icon', 50).nullable().optional(),
      }),
    )
    .max(12)
    .optional(),
  faqs: z
    .array(
      z.object({
        question: nameText({ label: 'Question', min: 1, max: 300, minMessage: 'Question is required' }),
        answer: freeText('Answer', 5000),
      }),
    )
    .max(50)
    .optional(),
});
export type EventSections = z.infer<typeof EventSections>;

export const EventBranding = z.object({
  primary_color: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, 'Use a colour like #6d28d9')
    .nullable()
    .optional(),
  logo_url: httpUrl.nullable().optional(),
});
export type EventBranding = z.infer<typeof EventBranding>;

/** Fields of the landing page and the rest of the event, all optional on both create and edit. */
const eventContent = {
  description: freeText('Description', 5000).nullable().optional(),
  event_format: EventFormat.optional(),
  hero_description: freeText('Hero description', 2000).nullable().optional(),
  hero_images: z.object({ desktop: httpUrl.nullable().optional() }).optional(),
  sections: EventSections.optional(),
  venue_name: lineText('Venue name', 200).nullable().optional(),
  venue_address: lineText('Venue address', 300).nullable().optional(),
  venue_city: lineText('Venue city', 120).nullable().optional(),
  venue_country: lineText('Venue country', 120).nullable().optional(),
};

const title = nameText({
  label: 'Title',
  min: LIMITS.eventTitleMin,
  max: LIMITS.eventTitleMax,
  minMessage: MESSAGES.titleMin,
});
const companyName = nameText({ label: 'Company name', min: 1, max: 200, minMessage: MESSAGES.companyNameRequired });

const DAY_MS = 24 * 60 * 60 * 1000;

/** Today as YYYY-MM-DD in UTC, minus one day: a start date that is today anywhere on earth is accepted. */
export function earliestStartDate(now = new Date()): string {
  const d = new Date(now.getTime() - DAY_MS);
  return d.toISOString().slice(0, 10);
}

/** The last start date accepted: LIMITS.eventStartYearsAhead years from today (plus a day, as above). */
export function latestStartDate(now = new Date()): string {
  const d = new Date(now.getTime() + DAY_MS);
  d.setUTCFullYear(d.getUTCFullYear() + LIMITS.eventStartYearsAhead);
  return d.toISOString().slice(0, 10);
}

/** The days of an event from its first to its last day, both counted (1 for a one-day event). */
export function eventLengthDays(startDate: string, endDate: string): number {
  return Math.round((Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / DAY_MS) + 1;
}

type DateRuleInput = { event_type?: EventType; start_date?: string; end_date?: string };
/**
 * The rules between the dates: those of docs/product.md#validation-messages (type, order, not in the past)
 * and the bounds of an event (at most LIMITS.eventDaysMax days, starting at most LIMITS.eventStartYearsAhead
 * years ahead). The type rules need
 * the type; an edit that omits it is re-checked by the server against the stored type.
 */
function dateRules(v: DateRuleInput, ctx: z.RefinementCtx, checkPast: boolean): void {
  // A missing or malformed date has its own message already; comparing it would only add noise.
  if (!IsoDate.safeParse(v.start_date).success || !IsoDate.safeParse(v.end_date).success) return;
  if (!v.start_date || !v.end_date) return;
  if (v.event_type === 'SINGLE_SESSION' && v.end_date !== v.start_date) {
    ctx.addIssue({ code: 'custom', path: ['end_date'], message: MESSAGES.singleSessionSameDay });
  }
  if (v.event_type !== undefined && v.event_type !== 'SINGLE_SESSION' && v.end_date < v.start_date) {
    ctx.addIssue({ code: 'custom', path: ['end_date'], message: MESSAGES.endOnOrAfterStart });
  }
  if (eventLengthDays(v.start_date, v.end_date) > LIMITS.eventDaysMax) {
    ctx.addIssue({ code: 'custom', path: ['end_date'], message: MESSAGES.eventTooLong });
  }
  if (checkPast && v.start_date < earliestStartDate()) {
    ctx.addIssue({ code: 'custom', path: ['start_date'], message: MESSAGES.startDateInPast });
  }
  if (v.start_date > latestStartDate()) {
    ctx.addIssue({ code: 'custom', path: ['start_date'], message: MESSAGES.startDateTooFar });
  }
}

export const CreateEventBody = z
  .object({
    title,
    event_type: EventType,
    start_date: z.string({ error: MESSAGES.startDateRequired }).min(1, MESSAGES.startDateRequired).pipe(IsoDate),
    end_date: z.string({ error: MESSAGES.endDateRequired }).min(1, MESSAGES.endDateRequired).pipe(IsoDate),
    /** The web sends the organizer's browser zone; a request without one gets UTC. */
    time_zone: TimeZone.default('UTC'),
    company_name: companyName,
    ...eventContent,
  })
  .superRefine((v, ctx) => dateRules(v, ctx, true));
export type CreateEventBody = z.infer<typeof CreateEventBody>;
export type CreateEventForm = z.input<typeof CreateEventBody>;

export const UpdateEventBody = z
  .object({
    title: title.optional(),
    event_type: EventType.optional(),
    start_date: IsoDate.optional(),
    end_date: IsoDate.optional(),
    time_zone: TimeZone.optional(),
    company_name: companyName.optional(),
    ...eventContent,
  })
  .superRefine((v, ctx) => {
    if ((v.start_date === undefined) !== (v.end_date === undefined)) {
      ctx.addIssue({ code: 'custom', path: [], message: MESSAGES.datesTogether });
      return;
    }
    dateRules(v, ctx, false);
  });
export type UpdateEventBody = z.infer<typeof UpdateEventBody>;

export const EventSessionSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  day_number: z.number().int(),
  start_time: z.string(),
  end_time: z.string(),
  session_type: SessionType,
  status: SessionStatus,
});

export const EventDetail = EventSummary.omit({ role: true }).extend({
  organization_name: z.string(),
  organizers: z.array(z.object({ id: z.number().int(), role: z.enum(['ADMIN', 'ORGANIZER']) })),
  sessions: z.array(EventSessionSummary),
  branding: z.object({ primary_color: z.string().nullable(), logo_url: z.string().nullable() }),
  hero_description: z.string().nullable(),
  hero_images: z.object({ desktop: z.string().nullable() }),
  sections: z.object({
    welcome: z.object({ title: z.string(), content: z.string() }).nullable(),
    highlights: z.array(z.object({ title: z.string(), description: z.string(), icon: z.string().nullable() })),
    faqs: z.array(z.object({ question: z.string(), answer: z.string() })),
  }),
  venue_name: z.string().nullable(),
  venue_address: z.string().nullable(),
  venue_city: z.string().nullable(),
  venue_country: z.string().nullable(),
  /** The caller's role in the event (null when they see it as an organization member). */
  my_role: EventUserRole.nullable(),
  permissions: z.object({ can_edit: z.boolean(), is_admin: z.boolean() }),
});
export type EventDetail = z.infer<typeof EventDetail>;

/** The latest invitation the event sent someone, and where it stands (docs/organizer-console.md#invitations). */
export const EventUserInvitation = z.object({
  state: InvitationState,
  /** When the latest link was made (null when the event never invited them). */
  sent_at: z.string().nullable(),
  expires_at: z.string().nullable(),
});
export type EventUserInvitation = z.infer<typeof EventUserInvitation>;

export const EventUser = z.object({
  user_id: z.number().int(),
  user_name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  image_url: z.string().nullable(),
  role: EventUserRole,
  speaker_title: z.string().nullable(),
  speaker_bio: z.string().nullable(),
  /** Shown to the event's organizers only. */
  email: z.string().nullable(),
  invitation_pending: z.boolean(),
  /** The person's uploaded photo (docs/images.md), null when there is none. */
  avatar: MediaImage.nullable(),
  /** The company on the person's profile. */
  company: z.string().nullable(),
  /** Shown to the event's organizers only: the event's invitation of this person (EventUserInvitation). */
  invitation: EventUserInvitation.nullable(),
});
export type EventUser = z.infer<typeof EventUser>;

export const EVENT_USER_SEARCH_MAX = 100;

/**
 * The participant list: by role, by invitation state (organizers only), and a search of names, company and (for
 * organizers) email, case-insensitive; always sorted by name, then id.
 */
export const EventUsersQuery = PaginationQuery.extend({
  role: EventUserRole.optional(),
  q: z.string().trim().max(EVENT_USER_SEARCH_MAX, maxLengthMessage('Search', EVENT_USER_SEARCH_MAX)).optional(),
  invitation: InvitationState.optional(),
});
export type EventUsersQuery = z.infer<typeof EventUsersQuery>;
export type EventUsersQueryInput = z.input<typeof EventUsersQuery>;
export const EventUserList = listEnvelope('event_users', EventUser);
export type EventUserList = z.infer<typeof EventUserList>;

const speakerInfo = {
  speaker_title: lineText('Speaker title', 200).nullable().optional(),
  speaker_bio: freeText('Speaker bio', 5000).nullable().optional(),
};

/** Add someone who already has an account, with any event role the caller may grant. */
export const AddEventUserBody = z.object({
  user_id: z.number().int().positive().max(MAX_ID),
  role: EventUserRole.default('ATTENDEE'),
  ...speakerInfo,
});
export type AddEventUserBody = z.infer<typeof AddEventUserBody>;

/** Add User to Event: by email, creating an invited account for a new email. */
export const AddOrCreateEventUserBody = z.object({
  email: emailField(MESSAGES.emailInvalidShort),
  first_name: PersonName('First name'),
  last_name: PersonName('Last name'),
  role: EventParticipantRole.default('ATTENDEE'),
  password: z.string().max(1024, maxLengthMessage('Password', 1024)).optional(),
});
export type AddOrCreateEventUserBody = z.infer<typeof AddOrCreateEventUserBody>;
export type AddOrCreateEventUserForm = z.input<typeof AddOrCreateEventUserBody>;

export const AddEventUserResponse = z.object({ event_user: EventUser, invitation_path: z.string().nullable() });
export type AddEventUserResponse = z.infer<typeof AddEventUserResponse>;

export const UpdateEventUserBody = z.object({ role: EventUserRole });
export const SpeakerInfoBody = z.object(speakerInfo);
export type SpeakerInfoBody = z.infer<typeof SpeakerInfoBody>;
