import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { eventFormat, eventType, eventUserRole } from './enums';
import { media } from './media';
import { organizations } from './organizations';
import { users } from './users';

export type EventSections = {
  welcome?: { title: string; content: string } | null;
  highlights?: { title: string; description: string; icon?: string | null }[];
  faqs?: { question: string; answer: string }[];
};
export type EventBranding = { primary_color?: string | null; logo_url?: string | null; [k: string]: unknown };

export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    organization_id: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    event_type: eventType('event_type').notNull(),
    start_date: date('start_date', { mode: 'string' }).notNull(),
    end_date: date('end_date', { mode: 'string' }).notNull(),
    /**
     * IANA zone the event's dates and session times are local to (docs/calendar.md#time-zones). Events made
     * before zones existed, and any insert that names none, get 'UTC'.
     */
    time_zone: text('time_zone').notNull().default('UTC'),
    /** Days from start to end inclusive, derived by the database so it can never be out of step. */
    day_count: integer('day_count')
      .notNull()
      .generatedAlwaysAs(sql`(end_date - start_date + 1)`),
    company_name: text('company_name').notNull(),
    event_format: eventFormat('event_format').notNull().default('VIRTUAL'),
    hero_description: text('hero_description'),
    hero_image_desktop: text('hero_image_desktop'),
    /** Uploaded images (docs/images.md): the wide banner and the logo; set null when the image is deleted. */
    banner_media_id: integer('banner_media_id').references(() => media.id, { onDelete: 'set null' }),
    logo_media_id: integer('logo_media_id').references(() => media.id, { onDelete: 'set null' }),
    sections: jsonb('sections').$type<EventSections>().notNull().default({}),
    branding: jsonb('branding').$type<EventBranding>().notNull().default({}),
    venue_name: text('venue_name'),
    venue_address: text('venue_address'),
    venue_city: text('venue_city'),
    venue_country: text('venue_country'),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * Bumped by triggers (migration 0002) whenever anything the agenda shows changes: the event itself, its
     * sessions, their speakers, the speakers' profiles or event titles. The sessions list caches its response
     * per version, so a cached agenda is served only while this number is unchanged.
     */
    agenda_version: bigint('agenda_version', { mode: 'number' }).notNull().default(0),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('events_organization_idx').on(t.organization_id, t.start_date),
    index('events_created_by_idx').on(t.created_by),
    index('events_banner_media_idx').on(t.banner_media_id),
    index('events_logo_media_idx').on(t.logo_media_id),
    check('events_dates_ck', sql`${t.end_date} >= ${t.start_date}`),
    check('events_single_session_ck', sql`${t.event_type} <> 'SINGLE_SESSION' OR ${t.end_date} = ${t.start_date}`),
  ],
);

export const eventUsers = pgTable(
  'event_users',
  {
    event_id: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: eventUserRole('role').notNull().default('ATTENDEE'),
    speaker_title: text('speaker_title'),
    speaker_bio: text('speaker_bio'),
    /**
     * True while the role is one the person gave themselves through their organization role (the creator's
     * ADMIN, or an organizer role an organization owner/admin took by adding themselves). Leaving the
     * organization or losing its owner/admin role downgrades such a row to ATTENDEE (docs/security/roles.md).
     */
    via_organization: boolean('via_organization').notNull().default(false),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.event_id, t.user_id] }), index('event_users_user_idx').on(t.user_id)],
);
