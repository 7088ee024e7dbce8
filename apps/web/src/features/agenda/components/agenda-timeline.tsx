import type { Session } from '@atria/contracts';
import { useMemo, useState } from 'react';
import { cx } from '../../../lib/cx';
import type { EventView } from '../../sessions/paths';
import { layoutTimeline, type PlacedSession } from '../layout';
import { SessionCard } from './session-card';

/** Below this height a card shows one line (a 30-minute session is 60 px tall). */
const COMPACT_BELOW_PX = 76;
const AXIS_WIDTH = 'w-20';
const AXIS_OFFSET = 'left-20';

function TimelineItem({ item, view }: { item: PlacedSession<Session>; view: EventView }) {
  const [expanded, setExpanded] = useState(false);
  return (
    <li
      className={cx('absolute p-1', expanded && 'z-20')}
      style={{
        top: item.top,
        left: `${item.left * 100}%`,
        width: `${item.width * 100}%`,
        // Expanded, the card grows over what follows (like a popover) instead of reflowing the timeline.
        ...(expanded ? { minHeight: item.height } : { height: item.height }),
      }}
    >
      <SessionCard
        session={item.session}
        view={view}
        expanded={expanded}
        onToggle={() => setExpanded((open) => !open)}
        compact={item.height < COMPACT_BELOW_PX}
        className={expanded ? 'min-h-full' : 'h-full'}
      />
    </li>
  );
}

/**
 * The day as an absolute timeline (wide screens): hour marks on the left, sessions placed by `layoutTimeline`.
 * In the DOM the cards stay in time order, so keyboard and screen-reader order follow the clock.
 */
export function AgendaTimeline({ sessions, view, label }: { sessions: readonly Session[]; view: EventView; label: string }) {
  const layout = useMemo(() => layoutTimeline(sessions), [sessions]);
  return (
    <div className="relative mt-6 mb-3" style={{ height: layout.height }} data-testid="agenda-timeline">
      {layout.hourMarks.map((mark) => (
        <div key={mark.minutes} aria-hidden="true" className="absolute inset-x-0 flex -translate-y-1/2 items-center" style={{ top: mark.top }}>
          <span className={cx(AXIS_WIDTH, 'shrink-0 pr-3 text-right text-xs font-medium text-slate-600')}>
            {mark.label}
          </span>
          <span className="flex-1 border-t border-dashed border-slate-300" />
        </div>
      ))}
      <ul aria-label={label} className={cx('absolute inset-y-0 right-0', AXIS_OFFSET)}>
        {layout.items.map((item) => (
          <TimelineItem key={item.session.id} item={item} view={view} />
        ))}
      </ul>
    </div>
  );
}
