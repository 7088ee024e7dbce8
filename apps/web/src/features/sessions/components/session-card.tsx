import type { Session } from '@atria/contracts';
import { Link } from '@tanstack/react-router';
import { useId, useRef, useState } from 'react';
import { Icon } from '../../../components/ui/icons';
import { cx } from '../../../lib/cx';
import { sessionLink, type EventView } from '../../../lib/event-paths';
import { BookmarkButton, SessionTime } from '../../my-agenda';
import { isLiveSession, LiveMark, SpeakerSummary } from './session-card-summary';
import { SESSION_TYPE_ACCENT, SessionTypeTag } from './session-type-tag';
import { SpeakerGroups } from './speaker-groups';
import { useI18n } from '../../../lib/i18n/i18n';
import '../messages';

export interface SessionCardProps {
  session: Session;
  view: EventView;
  expanded: boolean;
  onToggle: () => void;
  /** One line (title, time) for short timeline slots; the details still expand below. */
  compact?: boolean;
  /** A timeline slot with room for one title line only (the title then takes one line, not two). */
  short?: boolean;
  className?: string;
}

/**
 * docs/product.md#agenda: type tag, linked title, 'h:mm a' start-end; closed, it also shows the speakers at a
 * glance and marks a live session; expanded: description and speakers grouped by role. A title cut short shows
 * whole on hover (title attribute) and, for keyboard users, below the card while its link has focus.
 */
export function SessionCard({
  session,
  view,
  expanded,
  onToggle,
  compact = false,
  short = false,
  className,
}: SessionCardProps) {
  const { t } = useI18n();
  const detailsId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const [fullTitleShown, setFullTitleShown] = useState(false);
  const live = isLiveSession(session);
  const showFullTitleIfCut = () => {
    const h = titleRef.current;
    setFullTitleShown(Boolean(h && (h.scrollHeight > h.clientHeight + 1 || h.scrollWidth > h.clientWidth + 1)));
  };
  return (
    <article
      aria-label={session.title}
      data-testid="session-card"
      data-session-id={session.id}
      data-live={live || undefined}
      className={cx(
        'relative flex flex-col rounded-lg border border-l-4 border-slate-200 bg-white shadow-sm',
        SESSION_TYPE_ACCENT[session.session_type].border,
        live && 'bg-green-50/60 ring-1 ring-green-600/40',
        expanded && 'shadow-lg ring-1 ring-slate-300',
        className,
      )}
    >
      <div className="flex min-h-0 flex-1 flex-col overflow-hidden rounded-[inherit]">
        <div className={compact ? 'px-2 py-1' : 'px-3 py-2'}>
          <div className="flex min-w-0 items-start gap-1">
            <div className={cx('min-w-0 flex-1', compact && 'flex items-baseline gap-2')}>
              {!compact && (
                <p className="flex min-w-0 items-center gap-2">
                  <SessionTypeTag type={session.session_type} />
                  {live && <LiveMark />}
                </p>
              )}
              {compact && live && <LiveMark />}
              <h3
                ref={titleRef}
                className={cx(
                  'font-semibold text-slate-900',
                  compact ? 'truncate text-sm' : cx('mt-0.5 leading-snug', short ? 'line-clamp-1' : 'line-clamp-2'),
                )}
              >
                <Link
                  {...sessionLink(view, session.event_id, session.id)}
                  title={session.title}
                  onFocus={showFullTitleIfCut}
                  onBlur={() => setFullTitleShown(false)}
                  className="rounded-sm hover:text-primary-700 hover:underline"
                >
                  {session.title}
                </Link>
              </h3>
              {compact && <SessionTime slot={session} className="shrink-0 text-xs text-slate-600" />}
            </div>
            <BookmarkButton session={session} compact={compact} />
            <button
              type="button"
              aria-expanded={expanded}
              aria-controls={detailsId}
              aria-label={t(expanded ? 'session.card.hideDetails' : 'session.card.showDetails', {
                title: session.title,
              })}
              onClick={onToggle}
              className={cx(
                '-mr-1 flex shrink-0 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900',
                compact ? 'size-6' : '-mt-1 size-8',
              )}
            >
              <Icon name="chevron-down" className={cx('size-4 transition-transform', expanded && 'rotate-180')} />
            </button>
          </div>
          {compact ? null : (
            <div className="@container mt-1 flex min-w-0 items-center gap-2">
              <p className="shrink-0 text-sm text-slate-600">
                <SessionTime slot={session} />
              </p>
              {!expanded && <SpeakerSummary speakers={session.session_speakers} />}
            </div>
          )}
        </div>
        <div id={detailsId} hidden={!expanded} className="space-y-3 border-t border-slate-100 px-3 py-3">
          {expanded && (
            <>
              {compact && <SessionTypeTag type={session.session_type} />}
              <p className="text-sm whitespace-pre-line text-slate-700">
                {session.description ?? t('session.noDescription')}
              </p>
              {session.session_speakers.length > 0 && <SpeakerGroups speakers={session.session_speakers} />}
            </>
          )}
        </div>
      </div>
      {fullTitleShown && (
        <p
          aria-hidden="true"
          data-testid="full-title"
          className="pointer-events-none absolute top-full left-0 z-30 mt-1 w-max max-w-[min(24rem,calc(100vw-2rem))] rounded-md bg-slate-900 px-2.5 py-1.5 text-sm font-medium text-white shadow-lg"
        >
          {session.title}
        </p>
      )}
    </article>
  );
}
