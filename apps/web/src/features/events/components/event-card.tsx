import type { EventSummary } from '@atria/contracts';
import { Badge } from '../../../components/ui/badge';
import { Icon } from '../../../components/ui/icons';
import { GeneratedCover } from '../../../components/ui/generated-cover';
import { cx } from '../../../lib/cx';
import { imageUrl } from '../../../lib/media';
import { openModal } from '../../modals';
import { eventBadge, eventCardTarget, type EventCardView } from '../event-card-rules';
import { formatDate, formatDateRange } from '../format';
import { useI18n } from '../../../lib/i18n/i18n';
import '../../app-messages';
import { EventCardLink } from './event-card-link';

export interface EventCardProps {
  event: EventSummary;
  view: EventCardView;
  /** Editors (organization view): 'Setup Required', setup-session, the Edit button. */
  canEdit: boolean;
  /** Event admins: the Delete button. */
  canDelete: boolean;
}

const iconButton =
  'relative z-10 flex size-9 items-center justify-center rounded-lg bg-white/15 text-white transition-colors hover:bg-white/30 focus-visible:outline-white';

/** Conference cards (violet band, date range) and single-day cards (teal band, one date) look different. */
export function EventCard({ event, view, canEdit, canDelete }: EventCardProps) {
  const { t } = useI18n();
  const conference = event.event_type === 'CONFERENCE';
  const target = eventCardTarget(event, view, canEdit);
  const badge = eventBadge(event, view, canEdit);
  const actions = view === 'organization' && (canEdit || canDelete);
  return (
    <article
      className={cx(
        'relative flex h-full flex-col overflow-hidden rounded-card border bg-white shadow-card transition',
        target ? 'hover:-translate-y-0.5 hover:shadow-lg' : 'opacity-90',
        conference ? 'border-primary-200' : 'border-teal-200',
      )}
    >
      {/* The band shows the event's banner, else its generated cover (the same one as its hero). */}
      <div
        className={cx(
          'relative isolate flex items-start justify-between gap-3 px-5 pt-4 pb-10 text-white',
          conference ? 'bg-primary-800' : 'bg-teal-800',
          // As tall as with the buttons inside it: they sit above it (see below).
          actions && 'min-h-23',
        )}
      >
        {event.banner ? (
          <>
            <img
              src={imageUrl(event.banner, 400) ?? undefined}
              alt=""
              loading="lazy"
              decoding="async"
              className="absolute inset-0 -z-10 size-full object-cover"
            />
            <span aria-hidden="true" className="absolute inset-0 -z-10 bg-slate-950/55" />
          </>
        ) : (
          <GeneratedCover seed={`${event.id}:${event.title}`} />
        )}
        <span className="inline-flex items-center gap-1.5 text-xs font-semibold tracking-wide uppercase">
          <Icon name={conference ? 'calendar' : 'clock'} className="size-4" />
          {conference ? t('events.conference') : t('events.singleSession')}
        </span>
      </div>
      {/* Above the title link, which covers the whole card: outside the band, whose `isolate` would keep them
          beneath it whatever their z-index. */}
      {actions && (
        <div className="absolute end-5 top-4 z-10 flex gap-1">
          {canEdit && (
            <button
              type="button"
              aria-label={t('events.editLabel', { title: event.title })}
              className={iconButton}
              onClick={() => openModal('editEvent', { eventId: event.id, allowConferences: true })}
            >
              <Icon name="pencil" className="size-4" />
            </button>
          )}
          {canDelete && (
            <button
              type="button"
              aria-label={t('events.deleteLabel', { title: event.title })}
              className={iconButton}
              onClick={() => openModal('deleteEvent', { eventId: event.id, title: event.title })}
            >
              <Icon name="trash" className="size-4" />
            </button>
          )}
        </div>
      )}
      <div className="-mt-6 flex flex-1 flex-col rounded-t-2xl bg-white px-5 pt-5 pb-5">
        <h3 className="text-lg font-semibold text-slate-900">
          <EventCardLink event={event} target={target} view={view} />
        </h3>
        <p className="mt-1 text-sm text-slate-700">{event.company_name}</p>
        <p className="mt-3 flex items-center gap-2 text-sm text-slate-600">
          <Icon name="calendar" className="size-4" />
          {conference
            ? formatDateRange(event.start_date, event.end_date, 'medium')
            : formatDate(event.start_date, 'medium')}
        </p>
        <div className="mt-auto pt-4">
          <Badge tone={badge.tone}>{badge.label}</Badge>
        </div>
      </div>
    </article>
  );
}
