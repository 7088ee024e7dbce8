import type { AgendaItem } from '@atria/contracts/calendar';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { usePageTitle } from '../../../components/layout/page-title';
import { Alert } from '../../../components/ui/alert';
import { StatusBadge } from '../../../components/ui/badge';
import { Icon } from '../../../components/ui/icons';
import { cx } from '../../../lib/cx';
import {
  browserTimeZone,
  formatTimeInZone,
  formatTimeRange,
  isoDateInZone,
  zoneAbbreviation,
} from '../../../lib/dates';
import { useI18n } from '../../../lib/i18n/i18n';
import { eventQueryOptions, useEventPageTitle } from '../../events';
import { sessionLink, type EventView } from '../../../lib/event-paths';

const attendeeView: EventView = { kind: 'attendee' };
import { toggleBookmark } from '../actions';
import { agendaQueryOptions } from '../page-queries';
import '../calendar-messages';
import '../messages';
import { useTimeMode, type TimeMode } from '../time-mode';
import { ZoneToggle } from './zone-toggle';

interface ShownItem {
  item: AgendaItem;
  date: string;
  range: string;
  abbreviation: string;
  zone: string;
}

function shown(item: AgendaItem, mode: TimeMode, myZone: string): ShownItem {
  const start = new Date(item.starts_at);
  if (mode === 'event' || myZone === item.event.time_zone) {
    const zone = item.event.time_zone;
    const range = formatTimeRange(item.start_time, item.end_time);
    return { item, date: item.date, range, abbreviation: zoneAbbreviation(zone, start), zone };
  }
  const range = `${formatTimeInZone(start, myZone)} - ${formatTimeInZone(new Date(item.ends_at), myZone)}`;
  return {
    item,
    date: isoDateInZone(start, myZone),
    range,
    abbreviation: zoneAbbreviation(myZone, start),
    zone: myZone,
  };
}

function groupByDate(items: ShownItem[]): Array<{ date: string; items: ShownItem[] }> {
  const groups = new Map<string, ShownItem[]>();
  for (const entry of items) groups.set(entry.date, [...(groups.get(entry.date) ?? []), entry]);
  return [...groups.entries()].map(([date, entries]) => ({ date, items: entries }));
}

/*
 * My agenda (docs/calendar.md#in-the-web-app): the person's bookmarked sessions in time order, by day, in one
 * event (`eventId`) or across every event they see. Clashing sessions are marked in colour and named in text.
 */
function MyAgendaView({ eventId, eventZone }: { eventId?: number; eventZone?: string }) {
  const { t, intl } = useI18n();
  const mode = useTimeMode();
  const myZone = browserTimeZone();
  const agenda = useQuery(agendaQueryOptions(eventId));

  const heading = (
    <div className="mb-4 space-y-3">
      <h2 className="text-2xl font-bold tracking-tight text-slate-900">{t('nav.myAgenda')}</h2>
      <ZoneToggle eventZone={eventZone} />
    </div>
  );
  if (agenda.isPending) {
    return (
      <div className="mx-auto max-w-3xl">
        {heading}
        <p className="text-slate-600">{t('calendar.my.loading')}</p>
      </div>
    );
  }
  if (agenda.isError) {
    return (
      <div className="mx-auto max-w-3xl">
        {heading}
        <Alert title={t('calendar.my.error')} />
      </div>
    );
  }
  const items = agenda.data.items.map((item) => shown(item, mode, myZone));
  items.sort((a, b) => a.item.starts_at.localeCompare(b.item.starts_at));
  const titles = new Map(agenda.data.items.map((item) => [item.session_id, item.title]));
  const clashCount = agenda.data.items.filter((item) => item.clashes_with.length > 0).length;
  const dayFormat = new Intl.DateTimeFormat(intl, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

  return (
    <div className="mx-auto max-w-3xl">
      {heading}
      {items.length === 0 ? (
        <p className="rounded-card border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-slate-600">
          {t('calendar.my.empty')}
        </p>
      ) : (
        <>
          <p className="mb-4 text-sm text-slate-700" data-testid="my-agenda-summary">
            {t('calendar.my.summary', { count: items.length })}{' '}
            {clashCount > 0 && (
              <strong className="font-semibold text-amber-800">
                {t('calendar.my.clashCount', { count: clashCount })}
              </strong>
            )}
          </p>
          <div className="space-y-6">
            {groupByDate(items).map((group) => (
              <section key={group.date} aria-labelledby={`my-agenda-${group.date}`}>
                <h3 id={`my-agenda-${group.date}`} className="mb-2 text-sm font-semibold text-slate-700">
                  {dayFormat.format(new Date(`${group.date}T00:00:00Z`))}
                </h3>
                <ul className="space-y-2">
                  {group.items.map((entry) => (
                    <AgendaRow
                      key={entry.item.session_id}
                      entry={entry}
                      showEvent={eventId === undefined}
                      clashTitles={entry.item.clashes_with.map((id) => titles.get(id) ?? t('calendar.my.otherEvent'))}
                    />
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </>
      )}
      <p className="mt-6 text-sm text-slate-600">
        <Link to="/app/settings" hash="calendar-feed" className="font-medium text-primary-700 hover:underline">
          {t('calendar.my.subscribe')}
        </Link>
      </p>
    </div>
  );
}

/** /app/my-agenda: bookmarks across every event. */
export function MyAgendaPage() {
  const { t } = useI18n();
  usePageTitle(t('nav.myAgenda'));
  return <MyAgendaView />;
}

/** /app/events/$eventId/my-agenda: bookmarks in one event (clashes with other events' sessions still shown). */
export function EventMyAgendaPage({ eventId }: { eventId: number }) {
  useEventPageTitle(eventId);
  const event = useQuery(eventQueryOptions(eventId));
  return <MyAgendaView eventId={eventId} eventZone={event.data?.time_zone} />;
}

function AgendaRow({ entry, showEvent, clashTitles }: { entry: ShownItem; showEvent: boolean; clashTitles: string[] }) {
  const { t } = useI18n();
  const { item } = entry;
  const queryClient = useQueryClient();
  const clashes = clashTitles.length > 0;
  return (
    <li
      data-testid="my-agenda-item"
      data-clash={clashes || undefined}
      className={cx(
        'flex items-start gap-3 rounded-lg border border-s-4 bg-white px-3 py-2 shadow-sm',
        clashes ? 'border-amber-300 border-s-amber-500 bg-amber-50/60' : 'border-slate-200 border-s-primary-500',
      )}
    >
      <div className="min-w-0 flex-1">
        <p className="text-sm text-slate-700">
          <span>{entry.range}</span>{' '}
          <abbr title={entry.zone} className="text-xs text-slate-600 no-underline">
            {entry.abbreviation}
          </abbr>
        </p>
        <p className="flex flex-wrap items-center gap-2">
          <Link
            {...sessionLink(attendeeView, item.event.id, item.session_id)}
            className="font-semibold text-slate-900 hover:text-primary-700 hover:underline"
          >
            {item.title}
          </Link>
          {(item.status === 'LIVE' || item.status === 'CANCELLED') && <StatusBadge status={item.status} />}
        </p>
        {showEvent && <p className="text-sm text-slate-600">{item.event.title}</p>}
        {clashes && (
          <p className="mt-1 flex items-start gap-1.5 text-sm font-medium text-amber-900" data-testid="clash">
            <Icon name="clock" className="mt-0.5 size-4" />
            {t('calendar.my.clashesWith', { titles: clashTitles.join(', ') })}
          </p>
        )}
      </div>
      <button
        type="button"
        onClick={() => {
          toggleBookmark(queryClient, { sessionId: item.session_id, eventId: item.event.id }, false).catch(
            () => undefined,
          );
        }}
        aria-label={t('calendar.my.remove', { title: item.title })}
        className="flex size-8 shrink-0 items-center justify-center rounded-md text-amber-700 hover:bg-slate-100"
      >
        <Icon name="star" className="size-4 fill-current" />
      </button>
    </li>
  );
}
