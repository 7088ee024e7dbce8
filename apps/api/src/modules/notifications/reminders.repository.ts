import { DEFAULT_REMINDER_MINUTES, REMINDER_MINUTES } from '@atria/contracts/notifications';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** How late a reminder may still go out after its session started (an instance was down at its time). */
export const REMINDER_GRACE_MINUTES = 5;
const MAX_LEAD = Math.max(...REMINDER_MINUTES);

export interface ClaimedRow {
  user_id: number;
  session_id: number;
  session_title: string;
  event_id: number;
  event_title: string;
  organization_id: number;
  time_zone: string;
  starts_at: string | Date;
  minutes: number;
  email: boolean;
  address: string;
  first_name: string;
  /** The person's saved language (docs/i18n.md#saved-language), null when none. */
  locale: string | null;
  notification_id: string | number | null;
  notification_created_at: string | Date | null;
}

/**
 * Claims up to `batch` due reminders and, in the same transaction, writes their notifications and queues their
 * mails. A reminder is due when a person who may see the event bookmarked a session that is upcoming or live, whose
 * start is at most their lead time ahead of `now` (and at most REMINDER_GRACE_MINUTES behind it), and for which
 * no reminder was sent for that start. The claim is the insert into session_reminders, keyed (person, session,
 * start): a scheduler on another instance inserting the same key waits for this transaction and then inserts
 * nothing, so each reminder goes out once, whatever the number of instances and restarts.
 */
export async function claimBatch(db: Db, now: Date, batch: number): Promise<ClaimedRow[]> {
  const at = now.toISOString();
  const result = (await db.execute(sql`
    with candidates as materialized (
      select b.user_id, s.id as session_id, s.title as session_title, e.id as event_id, e.title as event_title,
             e.organization_id, e.time_zone, x.starts_at, u.email as address, u.first_name, u.locale,
             case when p.user_id is null then ${DEFAULT_REMINDER_MINUTES}::int else p.reminder_minutes end as minutes,
             coalesce(p.in_app, true) as in_app, coalesce(p.email, true) as email
        from sessions s
        join events e on e.id = s.event_id
        cross join lateral (
          select ((e.start_date + (s.day_number - 1)) + s.start_time) at time zone e.time_zone as starts_at
        ) x
        join session_bookmarks b on b.session_id = s.id
        join users u on u.id = b.user_id and u.deleted_at is null
        left join notification_preferences p on p.user_id = b.user_id
       where s.status in ('UPCOMING', 'LIVE')
         and x.starts_at > ${at}::timestamptz - make_interval(mins => ${REMINDER_GRACE_MINUTES})
         and x.starts_at <= ${at}::timestamptz + make_interval(mins => ${MAX_LEAD})
         and (exists (select 1 from organization_users ou where ou.organization_id = e.organization_id and ou.user_id = b.user_id)
              or exists (select 1 from event_users eu where eu.event_id = e.id and eu.user_id = b.user_id))
    ), due as materialized (
      select c.* from candidates c
       where c.minutes is not null and (c.in_app or c.email)
         and c.starts_at - make_interval(mins => c.minutes) <= ${at}::timestamptz
         and not exists (select 1 from session_reminders r
                          where r.user_id = c.user_id and r.session_id = c.session_id and r.starts_at = c.starts_at)
       order by c.starts_at, c.session_id, c.user_id
       limit ${batch}
    ), claimed as (
      insert into session_reminders (user_id, session_id, starts_at)
      select user_id, session_id, starts_at from due
      on conflict do nothing
      returning user_id, session_id, starts_at
    ), mine as (
      -- Minutes left until the start, as the reminder says it: the lead time, or less for a session bookmarked
      -- after its reminder was due (rounded up, 0 once started).
      select d.*, least(d.minutes, greatest(0, ceil(extract(epoch from (d.starts_at - ${at}::timestamptz)) / 60)))::int
               as minutes_before
        from due d join claimed k using (user_id, session_id, starts_at)
    ), notified as (
      insert into notifications (user_id, kind, data)
      select user_id, 'session_reminder', jsonb_build_object(
               'session_id', session_id, 'session_title', session_title, 'event_id', event_id,
               'event_title', event_title,
               'starts_at', to_char(starts_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
               'time_zone', time_zone, 'minutes_before', minutes_before)
        from mine where in_app
      returning id, user_id, (data->>'session_id')::int as session_id, created_at
    )
    select m.user_id, m.session_id, m.session_title, m.event_id, m.event_title, m.organization_id, m.time_zone,
           m.starts_at, m.minutes_before as minutes, m.email, m.address, m.first_name, m.locale,
           n.id as notification_id, n.created_at as notification_created_at
      from mine m left join notified n on n.user_id = m.user_id and n.session_id = m.session_id`)) as unknown as {
    rows: ClaimedRow[];
  };
  return result.rows;
}

/** Forgets sent reminders whose session started more than a day ago: no start that old is due any more. */
export async function forgetOldReminders(db: Db): Promise<number> {
  const result = (await db.execute(
    sql`delete from session_reminders where starts_at < now() - interval '1 day'`,
  )) as unknown as { rowCount: number | null };
  return result.rowCount ?? 0;
}
