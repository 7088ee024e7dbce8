import type { EventDetail, Session, SessionStatus, SessionType } from '@atria/contracts/zod-free';
import { SESSION_STATUSES, SESSION_TYPES } from '@atria/contracts/zod-free';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { type MessageKey, useI18n } from '../../../lib/i18n/i18n';
import { interestQueryOptions } from '../../my-agenda';
import { createSession, deleteSession, setSessionStatus, useInvalidateSessions } from '../../sessions';
import { allSessionsQueryOptions, downloadSessionsCsv } from '../api';
import '../messages';
import {
  NO_FILTERS,
  copyTitle,
  filterSessions,
  isFiltered,
  nextSort,
  sortSessions,
  speakersOf,
  type Filters,
  type Sort,
  type SortKey,
} from '../table-rules';
import { SessionsImportPanel } from './sessions-import-panel';
import { describeError } from '../../../lib/describe-error';

export const TYPE_TEXT: Record<SessionType, MessageKey> = {
  KEYNOTE: 'sessionsAdmin.type.keynote',
  WORKSHOP: 'sessionsAdmin.type.workshop',
  PANEL: 'sessionsAdmin.type.panel',
  PRESENTATION: 'sessionsAdmin.type.presentation',
  NETWORKING: 'sessionsAdmin.type.networking',
  QA: 'sessionsAdmin.type.qa',
};

const STATUS_TEXT: Record<SessionStatus, MessageKey> = {
  LIVE: 'session.status.live',
  UPCOMING: 'session.status.upcoming',
  COMPLETED: 'session.status.completed',
  CANCELLED: 'session.status.cancelled',
};

const COLUMNS: { key: SortKey; text: MessageKey }[] = [
  { key: 'when', text: 'sessionsAdmin.col.when' },
  { key: 'title', text: 'sessionsAdmin.col.title' },
  { key: 'type', text: 'sessionsAdmin.col.type' },
  { key: 'status', text: 'sessionsAdmin.col.status' },
  { key: 'interest', text: 'sessionsAdmin.col.interest' },
];

/** One session's inline controls: its status, Duplicate and Delete. */
function RowActions({
  session,
  onStatus,
  onDuplicate,
  onDelete,
  busy,
}: {
  session: Session;
  onStatus: (status: SessionStatus) => void;
  onDuplicate: () => void;
  onDelete: () => void;
  busy: boolean;
}) {
  const { t } = useI18n();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <div className="w-40">
        <Select
          aria-label={t('sessionsAdmin.statusOf', { title: session.title })}
          className="h-9 text-sm"
          value={session.status}
          disabled={busy}
          onChange={(e) => onStatus(e.target.value as SessionStatus)}
          options={SESSION_STATUSES.map((s) => ({ value: s, label: t(STATUS_TEXT[s]) }))}
        />
      </div>
      <Button
        size="sm"
        variant="secondary"
        onClick={onDuplicate}
        disabled={busy}
        aria-label={t('sessionsAdmin.duplicateOf', { title: session.title })}
      >
        {t('sessionsAdmin.duplicate')}
      </Button>
      <Button
        size="sm"
        variant="ghost"
        className="text-red-700 hover:bg-red-50"
        onClick={onDelete}
        disabled={busy}
        aria-label={t('sessionsAdmin.deleteOf', { title: session.title })}
      >
        {t('sessionsAdmin.delete')}
      </Button>
    </div>
  );
}

function Speakers({ session }: { session: Session }) {
  const { t } = useI18n();
  if (session.session_speakers.length === 0)
    return <span className="text-slate-600">{t('sessionsAdmin.noSpeakers')}</span>;
  return <span>{session.session_speakers.map((s) => s.speaker_name).join(', ')}</span>;
}

/**
 * /app/events/{id}/admin/sessions: every session of every day in one table, sorted and filtered in the browser
 * (an agenda is at most a few hundred sessions), with inline status, Duplicate, Delete, CSV export and import.
 */
export function SessionsAdminPage({ event }: { event: EventDetail }) {
  const { t, intl } = useI18n();
  const sessions = useQuery({ ...allSessionsQueryOptions(event.id), enabled: event.permissions.can_edit });
  const invalidate = useInvalidateSessions();
  const [sort, setSort] = useState<Sort>({ key: 'when', dir: 'asc' });
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [announcement, setAnnouncement] = useState('');
  const [busyId, setBusyId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<Session | null>(null);
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);

  // How many people bookmarked each session (docs/calendar.md#my-agenda): helps pick rooms.
  const interest = useQuery({ ...interestQueryOptions(event.id), enabled: event.permissions.can_edit });
  const interestOf = useMemo(() => {
    const counts = new Map((interest.data?.sessions ?? []).map((e) => [e.session_id, e.bookmarks]));
    return (sessionId: number) => counts.get(sessionId) ?? 0;
  }, [interest.data]);

  const all = useMemo(() => sessions.data ?? [], [sessions.data]);
  const shown = useMemo(
    () => sortSessions(filterSessions(all, filters), sort, intl, interestOf),
    [all, filters, sort, intl, interestOf],
  );
  const speakers = useMemo(() => speakersOf(all, intl), [all, intl]);

  if (!event.permissions.can_edit) return <Alert title={t('sessionsAdmin.notAllowed')} />;

  async function act(session: Session, run: () => Promise<string>) {
    setBusyId(session.id);
    try {
      setAnnouncement(await run());
    } catch (error) {
      setAnnouncement(t('sessionsAdmin.failed', { error: describeError(error) }));
    } finally {
      setBusyId(null);
      await invalidate();
    }
  }

  const changeStatus = (session: Session, status: SessionStatus) =>
    act(session, async () => {
      await setSessionStatus(session.id, status);
      return t('sessionsAdmin.statusChanged', { title: session.title, status: t(STATUS_TEXT[status]) });
    });

  // Client-side: the copy is an ordinary create through the session form's rules, in the same slot and without
  // speakers (they would overlap themselves), so no endpoint of its own is needed.
  const duplicate = (session: Session) =>
    act(session, async () => {
      await createSession(event.id, {
        title: copyTitle(session.title, (title) => t('sessionsAdmin.copyTitle', { title })),
        description: session.description,
        session_type: session.session_type,
        day_number: session.day_number,
        start_time: session.start_time,
        end_time: session.end_time,
        stream_url: session.stream_url,
      });
      return t('sessionsAdmin.duplicated', { title: session.title });
    });

  async function exportCsv() {
    setExporting(true);
    try {
      await downloadSessionsCsv(event.id);
    } catch (error) {
      setAnnouncement(t('sessionsAdmin.failed', { error: describeError(error) }));
    } finally {
      setExporting(false);
    }
  }

  const days = Array.from({ length: event.day_count }, (_, i) => i + 1);
  const allOption = { value: '', label: t('sessionsAdmin.filter.all') };
  const setFilter = (patch: Partial<Filters>) => setFilters((f) => ({ ...f, ...patch }));
  const when = (s: Session) => `${t('sessionsAdmin.dayN', { day: s.day_number })} · ${s.start_time}–${s.end_time}`;
  const titleLink = (s: Session) => (
    <Link
      to="/app/events/$eventId/sessions/$sessionId"
      params={{ eventId: String(event.id), sessionId: String(s.id) }}
      className="font-medium text-primary-700 underline-offset-2 hover:underline"
    >
      {s.title}
    </Link>
  );

  return (
    <div className="space-y-6">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-slate-900">{t('sessionsAdmin.heading')}</h1>
          <p className="mt-1 text-slate-700">{t('sessionsAdmin.intro')}</p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <Button variant="secondary" onClick={() => void exportCsv()} loading={exporting}>
            {t('sessionsAdmin.export')}
          </Button>
          <Button onClick={() => setImporting(true)} aria-expanded={importing}>
            {t('sessionsAdmin.import')}
          </Button>
        </div>
      </header>

      <p className="sr-only" role="status" aria-live="polite">
        {announcement}
      </p>

      {importing && (
        <SessionsImportPanel
          eventId={event.id}
          onClose={() => setImporting(false)}
          onImported={(message) => {
            setAnnouncement(message);
            setImporting(false);
            void invalidate();
          }}
        />
      )}

      <Card className="p-4">
        <fieldset>
          <legend className="mb-3 text-sm font-semibold text-slate-900">{t('sessionsAdmin.filters')}</legend>
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
            <label className="block text-sm font-medium text-slate-800">
              {t('sessionsAdmin.filter.day')}
              <Select
                className="mt-1"
                value={filters.day ?? ''}
                onChange={(e) => setFilter({ day: e.target.value ? Number(e.target.value) : null })}
                options={[
                  allOption,
                  ...days.map((d) => ({ value: String(d), label: t('sessionsAdmin.dayN', { day: d }) })),
                ]}
              />
            </label>
            <label className="block text-sm font-medium text-slate-800">
              {t('sessionsAdmin.filter.type')}
              <Select
                className="mt-1"
                value={filters.type ?? ''}
                onChange={(e) => setFilter({ type: (e.target.value || null) as SessionType | null })}
                options={[allOption, ...SESSION_TYPES.map((v) => ({ value: v, label: t(TYPE_TEXT[v]) }))]}
              />
            </label>
            <label className="block text-sm font-medium text-slate-800">
              {t('sessionsAdmin.filter.status')}
              <Select
                className="mt-1"
                value={filters.status ?? ''}
                onChange={(e) => setFilter({ status: (e.target.value || null) as SessionStatus | null })}
                options={[allOption, ...SESSION_STATUSES.map((v) => ({ value: v, label: t(STATUS_TEXT[v]) }))]}
              />
            </label>
            <label className="block text-sm font-medium text-slate-800">
              {t('sessionsAdmin.filter.speaker')}
              <Select
                className="mt-1"
                value={filters.speaker ?? ''}
                onChange={(e) => setFilter({ speaker: e.target.value ? Number(e.target.value) : null })}
                options={[allOption, ...speakers.map((s) => ({ value: String(s.id), label: s.name }))]}
              />
            </label>
          </div>
          {isFiltered(filters) && (
            <Button className="mt-3" size="sm" variant="ghost" onClick={() => setFilters(NO_FILTERS)}>
              {t('sessionsAdmin.filter.clear')}
            </Button>
          )}
        </fieldset>
      </Card>

      {sessions.isPending ? (
        <p className="flex items-center gap-2 text-slate-700">
          <Spinner /> {t('sessionsAdmin.loading')}
        </p>
      ) : sessions.isError ? (
        <Alert title={t('sessionsAdmin.loadError')} />
      ) : all.length === 0 ? (
        <p className="text-slate-700">{t('sessionsAdmin.empty')}</p>
      ) : (
        <section aria-labelledby="sessions-table-count">
          <p id="sessions-table-count" className="mb-2 text-sm text-slate-700">
            {t('sessionsAdmin.count', { shown: shown.length, total: all.length })}
          </p>
          {shown.length === 0 ? (
            <p className="text-slate-700">{t('sessionsAdmin.noMatch')}</p>
          ) : (
            <>
              <div className="hidden overflow-hidden rounded-xl border border-slate-200 bg-white md:block">
                <table className="w-full text-start text-sm">
                  <thead className="bg-slate-50 text-slate-700">
                    <tr>
                      {COLUMNS.map((c) => (
                        <th
                          key={c.key}
                          scope="col"
                          className="px-3 py-2 text-start font-semibold whitespace-nowrap"
                          aria-sort={sort.key === c.key ? (sort.dir === 'asc' ? 'ascending' : 'descending') : 'none'}
                        >
                          <button
                            type="button"
                            className="inline-flex items-center gap-1 rounded hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-primary-600"
                            onClick={() => setSort((s) => nextSort(s, c.key))}
                            aria-label={t('sessionsAdmin.sortBy', { column: t(c.text) })}
                          >
                            {t(c.text)}
                            <span aria-hidden="true">
                              {sort.key === c.key ? (sort.dir === 'asc' ? '▲' : '▼') : '↕'}
                            </span>
                          </button>
                        </th>
                      ))}
                      <th scope="col" className="px-3 py-2 text-start font-semibold whitespace-nowrap">
                        {t('sessionsAdmin.col.speakers')}
                      </th>
                      <th scope="col" className="px-3 py-2 text-start font-semibold whitespace-nowrap">
                        {t('sessionsAdmin.actions')}
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-slate-200">
                    {shown.map((s) => (
                      <tr key={s.id} className="align-top">
                        <td className="px-3 py-3 whitespace-nowrap text-slate-800">{when(s)}</td>
                        <td className="px-3 py-3 [overflow-wrap:anywhere]">{titleLink(s)}</td>
                        <td className="px-3 py-3 whitespace-nowrap text-slate-800">{t(TYPE_TEXT[s.session_type])}</td>
                        <td className="px-3 py-3 whitespace-nowrap text-slate-800">{t(STATUS_TEXT[s.status])}</td>
                        <td
                          className="px-3 py-3 text-end whitespace-nowrap text-slate-800 tabular-nums"
                          data-testid="interest-cell"
                        >
                          {interest.data ? interestOf(s.id) : null}
                        </td>
                        <td className="px-3 py-3 text-slate-800">
                          <Speakers session={s} />
                        </td>
                        <td className="px-3 py-3">
                          <RowActions
                            session={s}
                            busy={busyId === s.id}
                            onStatus={(status) => void changeStatus(s, status)}
                            onDuplicate={() => void duplicate(s)}
                            onDelete={() => setDeleting(s)}
                          />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <label className="mb-3 block text-sm font-medium text-slate-800 md:hidden">
                {t('sessionsAdmin.sort')}
                <Select
                  className="mt-1"
                  value={`${sort.key} ${sort.dir}`}
                  onChange={(e) => {
                    const [key, dir] = e.target.value.split(' ') as [SortKey, Sort['dir']];
                    setSort({ key, dir });
                  }}
                  options={COLUMNS.flatMap((c) => [
                    { value: `${c.key} asc`, label: t('sessionsAdmin.sortAsc', { column: t(c.text) }) },
                    { value: `${c.key} desc`, label: t('sessionsAdmin.sortDesc', { column: t(c.text) }) },
                  ])}
                />
              </label>
              <ul className="space-y-3 md:hidden">
                {shown.map((s) => (
                  <li key={s.id} className="rounded-xl border border-slate-200 bg-white p-4">
                    <p className="text-sm text-slate-700">{when(s)}</p>
                    <p className="mt-1 [overflow-wrap:anywhere]">{titleLink(s)}</p>
                    <p className="mt-1 text-sm text-slate-700">
                      {t(TYPE_TEXT[s.session_type])} · <Speakers session={s} />
                    </p>
                    {interest.data && (
                      <p className="mt-1 text-sm text-slate-700">
                        {t('sessionsAdmin.interestCount', { count: interestOf(s.id) })}
                      </p>
                    )}
                    <div className="mt-3">
                      <RowActions
                        session={s}
                        busy={busyId === s.id}
                        onStatus={(status) => void changeStatus(s, status)}
                        onDuplicate={() => void duplicate(s)}
                        onDelete={() => setDeleting(s)}
                      />
                    </div>
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
      )}

      {deleting && (
        <ConfirmDialog
          title={t('sessionsAdmin.deleteTitle')}
          confirmLabel={t('sessionsAdmin.delete')}
          onClose={() => setDeleting(null)}
          onConfirm={async () => {
            const target = deleting;
            setDeleting(null);
            await act(target, async () => {
              await deleteSession(target.id);
              return t('sessionsAdmin.deleted', { title: target.title });
            });
          }}
        >
          {t('sessionsAdmin.deleteBody', { title: deleting.title })}
        </ConfirmDialog>
      )}
    </div>
  );
}
