import type { EventSummary, OrganizationRole, OrganizationUser } from '@atria/contracts/zod-free';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { type MessageKey, useI18n } from '../../../lib/i18n/i18n';
import { organizationEventsQueryOptions } from '../../events';
import { organizationMembersQueryOptions, organizationQueryOptions } from '../../organizations';
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

/** The newest changes among the members: who joined and who is still invited, newest first. */
export function recentActivity(members: readonly OrganizationUser[], limit = 8) {
  return [...members].sort((a, b) => b.joined_at.localeCompare(a.joined_at)).slice(0, limit);
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
        <div className="min-w-0 lg:col-span-2">
          <Panel id="org-activity" title={t('sessionsAdmin.org.activity')}>
            {people.length === 0 ? (
              <p className="text-sm text-slate-700">{t('sessionsAdmin.org.noActivity')}</p>
            ) : (
              <ul className="space-y-1 text-sm text-slate-700">
                {recentActivity(people).map((m) => (
                  <li key={m.id} className="[overflow-wrap:anywhere]">
                    {date(m.joined_at)} ·{' '}
                    {t(m.invitation_pending ? 'sessionsAdmin.org.invited' : 'sessionsAdmin.org.joined', {
                      name: m.full_name,
                      role: t(ROLE_ONE[m.role]),
                    })}
                  </li>
                ))}
              </ul>
            )}
          </Panel>
        </div>
      </div>
    </div>
  );
}
