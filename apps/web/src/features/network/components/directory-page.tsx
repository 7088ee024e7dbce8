import '../messages';
import type { DirectoryEntry, EventUserRole } from '@atria/contracts/zod-free';
import { EVENT_USER_ROLES } from '@atria/contracts/zod-free';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input, Label } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api-client';
import { useI18n, type MessageKey } from '../../../lib/i18n/i18n';
import { directoryQueryOptions, networkingSettingsQueryOptions } from '../api';
import { imageUrl } from '../image';
import { useNetworkLive } from '../use-network-live';
import { ConnectionButtons } from './connection-buttons';

const PER_PAGE = 24;

/** Each role's label (written out, so the catalogs' checks see every key used). */
export const ROLE_LABEL: Record<EventUserRole, MessageKey> = {
  ADMIN: 'network.role.ADMIN',
  ORGANIZER: 'network.role.ORGANIZER',
  SPEAKER: 'network.role.SPEAKER',
  MODERATOR: 'network.role.MODERATOR',
  ATTENDEE: 'network.role.ATTENDEE',
};

/**
 * docs/networking.md#directory: the event's attendee directory, searched and paged on the server. While the
 * organizers have turned it off (docs/networking.md#networking-settings) the server refuses it (403) to all but
 * the event's staff: the page says so instead; the staff see it, marked as hidden from attendees.
 */
export function DirectoryPage({ eventId }: { eventId: number }) {
  const { t } = useI18n();
  const searchId = useId();
  useNetworkLive();
  const roleId = useId();
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [role, setRole] = useState<EventUserRole | ''>('');
  const [page, setPage] = useState(1);
  // Searching waits for a pause in typing, so each keystroke is not a request.
  useEffect(() => {
    const timer = setTimeout(() => {
      setQ(text.trim());
      setPage(1);
    }, 250);
    return () => clearTimeout(timer);
  }, [text]);
  const directory = useQuery(
    directoryQueryOptions(eventId, { q: q || undefined, role: role || undefined, page, per_page: PER_PAGE }),
  );
  const settings = useQuery(networkingSettingsQueryOptions(eventId));
  const closed = isApiError(directory.error) && directory.error.status === 403;
  const data = closed ? undefined : directory.data;
  const heading = (
    <h2 id="directory-heading" className="text-2xl font-bold tracking-tight text-slate-900">
      {t('network.directory.heading')}
    </h2>
  );
  if (closed)
    return (
      <section aria-labelledby="directory-heading" className="mx-auto max-w-6xl">
        {heading}
        <Alert variant="info" title={t('network.directory.closed')} className="mt-6">
          <p>{t('network.directory.closedDetail')}</p>
          <Link to="/app/network" className="mt-2 inline-block font-medium text-primary-700 underline">
            {t('network.directory.myNetwork')}
          </Link>
        </Alert>
      </section>
    );
  return (
    <section aria-labelledby="directory-heading" className="mx-auto max-w-6xl">
      {heading}
      <p className="mt-1 text-slate-700">{t('network.directory.intro')}</p>
      {settings.data?.directory_enabled === false && data && (
        <Alert variant="info" title={t('network.directory.hiddenForStaff')} className="mt-4">
          <p>{t('network.directory.hiddenForStaffDetail')}</p>
        </Alert>
      )}
      <div className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-[minmax(0,1fr)_14rem]">
        <div>
          <Label htmlFor={searchId}>{t('network.directory.search')}</Label>
          <Input id={searchId} type="search" value={text} onChange={(e) => setText(e.target.value)} />
        </div>
        <div>
          <Label htmlFor={roleId}>{t('network.directory.role')}</Label>
          <select
            id={roleId}
            value={role}
            onChange={(e) => {
              setRole(e.target.value as EventUserRole | '');
              setPage(1);
            }}
            className="block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-sm"
          >
            <option value="">{t('network.directory.allRoles')}</option>
            {EVENT_USER_ROLES.map((r) => (
              <option key={r} value={r}>
                {t(ROLE_LABEL[r])}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p role="status" aria-live="polite" className="mt-4 text-sm text-slate-700">
        {data ? t('network.directory.count', { count: data.total_items }) : ''}
      </p>
      {directory.isPending && (
        <p className="mt-6 flex items-center gap-2 text-slate-600">
          <Spinner /> {t('network.loading')}
        </p>
      )}
      {directory.isError && <Alert title={t('network.directory.error')} className="mt-6" />}
      {data && data.people.length === 0 && <p className="mt-6 text-slate-700">{t('network.directory.empty')}</p>}
      {data && data.people.length > 0 && (
        <ul className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="directory">
          {data.people.map((person) => (
            <li key={person.id} className="min-w-0">
              <PersonCard person={person} eventId={eventId} />
            </li>
          ))}
        </ul>
      )}
      {data && data.total_pages > 1 && (
        <nav className="mt-6 flex items-center justify-between gap-4" aria-label={t('network.directory.heading')}>
          <Button variant="secondary" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            {t('network.previous')}
          </Button>
          <span className="text-sm text-slate-700">{t('network.pageOf', { page, pages: data.total_pages })}</span>
          <Button variant="secondary" disabled={page >= data.total_pages} onClick={() => setPage((p) => p + 1)}>
            {t('network.next')}
          </Button>
        </nav>
      )}
    </section>
  );
}

function PersonCard({ person, eventId }: { person: DirectoryEntry; eventId: number }) {
  const { t } = useI18n();
  const subtitle = [person.title, person.company_name].filter(Boolean).join(' · ');
  return (
    <Card className="flex h-full flex-col gap-3 p-4">
      <div className="flex items-center gap-3">
        <Avatar name={person.full_name} imageUrl={imageUrl(person.avatar, 48)} size="md" />
        <div className="min-w-0">
          <h3 className="truncate font-semibold text-slate-900">
            <Link
              to="/app/events/$eventId/people/$userId"
              params={{ eventId: String(eventId), userId: String(person.id) }}
              className="hover:underline focus-visible:underline"
            >
              {person.full_name}
            </Link>
          </h3>
          {subtitle && <p className="truncate text-sm text-slate-700">{subtitle}</p>}
          <p className="text-xs font-medium text-primary-700">{t(ROLE_LABEL[person.role])}</p>
        </div>
      </div>
      <div className="mt-auto flex flex-wrap gap-2">
        <ConnectionButtons person={person} state={person.connection} eventId={eventId} />
      </div>
    </Card>
  );
}
