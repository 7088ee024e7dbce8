import type { Session } from '@atria/contracts';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { Icon } from '../../../components/ui/icons';
import { cx } from '../../../lib/cx';
import { sessionLink, type EventView } from '../../sessions/paths';
import { formatTimeRange } from '../dates';
import { SESSION_TYPE_ACCENT, SessionTypeTag } from './session-type-tag';
import { SpeakerGroups } from './speaker-groups';

export interface SessionCardProps {
  session: Session;
  view: EventView;
  expanded: boolean;
  onToggle: () => void;
  /** One line (title, time) for short timeline slots; the details still expand below. */
  compact?: boolean;
  className?: string;
}

/** docs/product.md#agenda: type tag, linked title, 'h:mm a' start-end; expanded: description and speakers. */
export function SessionCard({ session, view, expanded, onToggle, compact = false, className }: SessionCardProps) {
  const detailsId = useId();
  const time = formatTimeRange(session.start_time, session.end_time);
  return (
    <article
      aria-label={session.title}
      data-testid="session-card"
      data-session-id={session.id}
      className={cx(
        'flex flex-col overflow-hidden rounded-lg border border-l-4 border-slate-200 bg-white shadow-sm',
        SESSION_TYPE_ACCENT[session.session_type].border,
        expanded && 'shadow-lg ring-1 ring-slate-300',
        className,
      )}
    >
      <div className={cx('flex min-h-0 items-start gap-1', compact ? 'px-2 py-1' : 'px-3 py-2')}>
        <div className={cx('min-w-0 flex-1', compact && 'flex items-baseline gap-2')}>
          {!compact && <SessionTypeTag type={session.session_type} />}
          <h3 className={cx('font-semibold text-slate-900', compact ? 'truncate text-sm' : 'line-clamp-2 leading-snug')}>
            <Link {...sessionLink(view, session.event_id, session.id)} title={session.title} className="rounded-sm hover:text-primary-700 hover:underline">
              {session.title}
            </Link>
          </h3>
          <p className={cx('text-slate-600', compact ? 'shrink-0 text-xs' : 'mt-0.5 text-sm')}>{time}</p>
        </div>
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={detailsId}
          aria-label={`${expanded ? 'Hide' : 'Show'} details of ${session.title}`}
          onClick={onToggle}
          className={cx(
            '-mr-1 flex shrink-0 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900',
            compact ? 'size-6' : 'size-8',
          )}
        >
          <Icon name="chevron-down" className={cx('size-4 transition-transform', expanded && 'rotate-180')} />
        </button>
      </div>
      <div id={detailsId} hidden={!expanded} className="space-y-3 border-t border-slate-100 px-3 py-3">
        {expanded && (
          <>
            {compact && <SessionTypeTag type={session.session_type} />}
            <p className="text-sm whitespace-pre-line text-slate-700">{session.description ?? 'No description yet.'}</p>
            {session.session_speakers.length > 0 && <SpeakerGroups speakers={session.session_speakers} />}
          </>
        )}
      </div>
    </article>
  );
}
