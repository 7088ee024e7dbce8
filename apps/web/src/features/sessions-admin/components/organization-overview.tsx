import type { ActivityEntry, EventSummary, OrganizationRole } from '@atria/contracts/zod-free';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { type MessageKey, useI18n } from '../../../lib/i18n/i18n';
import { organizationEventsQueryOptions } from '../../events';
import {
  organizationActivityQueryOptions,
  organizationMembersQueryOptions,
  organizationQueryOptions,
} from '../../organizations';
import '../messages';

const ROLE_TEXT: Record<OrganizationRole, MessageKey> = {
  OWNER: 'sessionsAdmin.org.role.owner',
  ADMIN: 'sessionsAdmin.org.role.admin',
  MEMBER: 'sessionsAdmin.org.role.member',
};
const ROLE_ONE: Record<OrganizationRole, MessageKey> = {
  OWNER: 'sessionsAdmin.org.one.owner',
  ADMIN: 'sessionsAdmin.org.one.admin',
  MEMBER: 'sessionsAdmin.org.one.member',
};
const ROLES: OrganizationRole[] = ['OWNER', 'ADMIN', 'MEMBER'];

/** Today in the reader's own calendar, as YYYY-MM-DD. */
function today(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** Upcoming (not yet ended, soonest first) and past (ended, latest first). */
export function splitEvents(events: readonly EventSummary[], day: string) {
  const upcoming = events.filter((e) => e.end_date >= day).sort((a, b) => a.start_date.localeCompare(b.start_date));
  const past = events.filter((e) => e.end_date < day).sort((a, b) => b.end_date.localeCompare(a.end_date));
  return { upcoming, past };
}

/**
 * Each kind's text, found by the kind (the key less its prefix); invitations, claims and role changes have a
 * second wording (`.org`) for the organization itself.
 */
const ACTIVITY_KEYS: MessageKey[] = [
  'sessionsAdmin.activity.event.created',
  'sessionsAdmin.activity.event.updated',
  'sessionsAdmin.activity.event.deleted',
  'sessionsAdmin.activity.session.created',
  'sessionsAdmin.activity.session.updated',
  'sessionsAdmin.activity.session.cancelled',
  'sessionsAdmin.activity.session.deleted',
  'sessionsAdmin.activity.invitation.sent',
  'sessionsAdmin.activity.invitation.sent.org',
  'sessionsAdmin.activity.invitation.claimed',
  'sessionsAdmin.activity.invitation.claimed.org',
  'sessionsAdmin.activity.role.changed',
  'sessionsAdmin.activity.role.changed.org',
  'sessionsAdmin.activity.import.attendees',
  'sessionsAdmin.activity.import.sessions',
];
const ACTIVITY_PREFIX = 'sessionsAdmin.activity.';
const ACTIVITY_TEXT = new Map(ACTIVITY_KEYS.map((key) => [key.slice(ACTIVITY_PREFIX.length), key]));

const ACTIVITY_ROLE: Record<string, MessageKey> = {
  OWNER: 'sessionsAdmin.activity.role.OWNER',
  ADMIN: 'sessionsAdmin.activity.role.ADMIN',
  MEMBER: 'sessionsAdmin.activity.role.MEMBER',
  ORGANIZER: 'sessionsAdmin.activity.role.ORGANIZER',
  MODERATOR: 'sessionsAdmin.activity.role.MODERATOR',
  SPEAKER: 'sessionsAdmin.activity.role.SPEAKER',
  ATTENDEE: 'sessionsAdmin.activity.role.ATTENDEE',
};

/** The catalog key of an activity entry: organization-level entries (no event) have their own wording. */
export function activityKey(entry: Pick<ActivityEntry, 'kind' | 'event_id'>): MessageKey {
  const org = entry.event_id === null ? ACTIVITY_TEXT.get(`${entry.kind}.org`) : undefined;
  return org ?? ACTIVITY_TEXT.get(entry.kind) ?? 'sessionsAdmin.activity.event.updated';
}

/** The organization's activity log, newest first, a page at a time (owners and admins: GET …/activity). */
function ActivityPanel({ orgId }: { orgId: number }) {
  const { t, intl } = useI18n();
  const activity = useInfiniteQuery(organizationActivityQueryOptions(orgId));
  const when = new Intl.DateTimeFormat(intl, { dateStyle: 'medium', timeStyle: 'short' });
  const entries = activity.data?.pages.flatMap((p) => p.activity) ?? [];
  if (activity.isError) return <Alert title={t('sessionsAdmin.activity.loadError')} />;
  if (activity.isPending) return <Spinner />;
  if (entries.length === 0) return <p className="text-sm text-slate-700">{t('sessionsAdmin.org.noActivity')}</p>;
  return (
    <>
      <ul className="space-y-1 text-sm text-slate-700">
        {entries.map((a) => (
          <li key={a.id} className="[overflow-wrap:anywhere]">
            <time dateTime={a.created_at}>{when.format(new Date(a.created_at))}</time> ·{' '}
            {t(activityKey(a), {
              actor: a.actor_name ?? t('sessionsAdmin.activity.someone'),
              event: a.event_title ?? '',
              session: a.session_title ?? '',
              person: a.person_name ?? '',
              role: a.role && ACTIVITY_ROLE[a.role] ? t(ACTIVITY_ROLE[a.role] as MessageKey) : (a.role ?? ''),
              count: a.count ?? 0,
            })}
          </li>
        ))}
      </ul>
      {activity.hasNextPage ? (
        <Button
          variant="secondary"
          className="mt-3"
          onClick={() => void activity.fetchNextPage()}
          disabled={activity.isFetchingNextPage}
        >
          {t('sessionsAdmin.activity.more')}
        </Button>
      ) : null}
    </>
  );
}

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card className="min-w-0 p-4 sm:p-6">
      <section aria-labelledby={id}>
        <h2 id={id} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        <div className="mt-3">{children}</div>
      </section>
    </Card>
  );
}

/**
 * /app/organizations/{id}: upcoming and past events, members by role, pending invitations and the latest member
 * changes, from the organization's own lists (GET /organizations/{id}, /events, /users).
 */
export function OrganizationOverview({ orgId }: { orgId: number }) {
  const { t, intl } = useI18n();
  const organization = useQuery(organizationQueryOptions(orgId));
  const events = useQuery(organizationEventsQueryOptions(orgId));
  const members = useQuery(organizationMembersQueryOptions(orgId));
  const dateFormat = new Intl.DateTimeFormat(intl, { dateStyle: 'medium', timeZone: 'UTC' });
  const date = (iso: string) => dateFormat.format(new Date(`${iso.slice(0, 10)}T00:00:00Z`));

  if (organization.isError) return <Alert title={t('sessionsAdmin.org.loadError')} />;
  if (organization.isPending)
    return (
      <p className="flex items-center gap-2 text-slate-700">
        <Spinner /> {t('sessionsAdmin.org.loading')}
      </p>
    );

  const { upcoming, past } = splitEvents(events.data?.events ?? [], today());
  const people = members.data?.organization_users ?? [];
  const pending = people.filter((m) => m.invitation_pending);
  const eventLink = (e: EventSummary) => (
    <Link
      to="/app/organizations/$orgId/events/$eventId"
      params={{ orgId: String(orgId), eventId: String(e.id) }}
      className="font-medium text-primary-700 underline-offset-2 hover:underline"
    >
      {e.title}
    </Link>
  );
  const eventList = (list: EventSummary[], empty: MessageKey) =>
    list.length === 0 ? (
      <p className="text-sm text-slate-700">{t(empty)}</p>
    ) : (
      <ul className="space-y-2">
        {list.slice(0, 10).map((e) => (
          <li key={e.id} className="text-sm [overflow-wrap:anywhere] text-slate-700">
            {eventLink(e)} · {date(e.start_date)}
            {e.end_date !== e.start_date && <> – {date(e.end_date)}</>} ·{' '}
            {t('sessionsAdmin.org.sessionCount', { count: e.session_count })}
          </li>
        ))}
      </ul>
    );

  return (
    <div className="space-y-6">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold [overflow-wrap:anywhere] text-slate-900">{organization.data.name}</h1>
          <p className="mt-1 text-slate-700">{t('sessionsAdmin.org.intro')}</p>
        </div>
        <Link
          to="/app/organizations/$orgId/events"
          params={{ orgId: String(orgId) }}
          className="shrink-0 font-semibold text-primary-700 underline-offset-2 hover:underline"
        >
          {t('sessionsAdmin.org.allEvents')}
        </Link>
      </header>

      {events.isError || members.isError ? <Alert title={t('sessionsAdmin.org.loadError')} /> : null}

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Panel id="org-upcoming" title={t('sessionsAdmin.org.upcoming')}>
          {events.isPending ? <Spinner /> : eventList(upcoming, 'sessionsAdmin.org.noUpcoming')}
        </Panel>
        <Panel id="org-past" title={t('sessionsAdmin.org.past')}>
          {events.isPending ? <Spinner /> : eventList(past, 'sessionsAdmin.org.noPast')}
        </Panel>
        <Panel id="org-members" title={t('sessionsAdmin.org.members', { count: organization.data.member_count })}>
          <dl className="grid grid-cols-3 gap-3 text-center">
            {ROLES.map((role) => (
              <div key={role} className="rounded-lg bg-slate-50 p-3">
                <dt className="text-sm text-slate-700">{t(ROLE_TEXT[role])}</dt>
                <dd className="text-2xl font-bold text-slate-900">{people.filter((m) => m.role === role).length}</dd>
              </div>
            ))}
          </dl>
        </Panel>
        <Panel id="org-pending" title={t('sessionsAdmin.org.pending', { count: pending.length })}>
          {pending.length === 0 ? (
            <p className="text-sm text-slate-700">{t('sessionsAdmin.org.noPending')}</p>
          ) : (
            <ul className="space-y-1 text-sm text-slate-700">
              {pending.map((m) => (
                <li key={m.id} className="[overflow-wrap:anywhere]">
                  {m.full_name}
                  {m.email ? ` · ${m.email}` : ''} · {t(ROLE_ONE[m.role])}
                </li>
              ))}
            </ul>
          )}
        </Panel>
        {organization.data.user_is_admin_or_owner ? (
          <div className="min-w-0 lg:col-span-2">
            <Panel id="org-activity" title={t('sessionsAdmin.org.activity')}>
              <ActivityPanel orgId={orgId} />
            </Panel>
          </div>
        ) : null}
      </div>
    </div>
  );
}
