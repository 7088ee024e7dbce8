import type { Session } from '@atria/contracts';
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { cx } from '../../../lib/cx';
import { SessionCard, type EventView } from '../../sessions';
import { useTimeMode, zonedClock } from '../../my-agenda';
import { layoutTimeline, pushDownBelowOpened, type PlacedSession, type TimelineClock } from '../layout';
import { nowLineTop } from '../now-line';
import { NowLabel } from './now-marker';

/** Below this height a card shows one line (a 30-minute session is 60 px tall). */
const COMPACT_BELOW_PX = 76;
/** Below this height a card's title takes one line, leaving room for the time and speakers row (an hour is 120 px). */
const SHORT_BELOW_PX = 116;
const AXIS_WIDTH = 'w-20';
const AXIS_OFFSET = 'left-20';

interface TimelineItemProps {
  item: PlacedSession<Session>;
  /** Its height in the layout before any card was opened (the slot's height). */
  slotHeight: number;
  view: EventView;
  /** Reports how many pixels the opened card needs beyond its slot (0 when closed). */
  onNeed: (sessionId: number, extra: number) => void;
}

function TimelineItem({ item, slotHeight, view, onNeed }: TimelineItemProps) {
  const [expanded, setExpanded] = useState(false);
  const ref = useRef<HTMLLIElement>(null);
  const { id } = item.session;
  // Opened, the card takes the height of its content and the timeline pushes what follows down by the
  // difference (measured before the browser paints, then again whenever the content changes size).
  useLayoutEffect(() => {
    const li = ref.current;
    if (!expanded || !li) {
      onNeed(id, 0);
      return;
    }
    const measure = () => onNeed(id, Math.max(0, Math.ceil(li.getBoundingClientRect().height - slotHeight)));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(li);
    return () => observer.disconnect();
  }, [expanded, id, slotHeight, onNeed]);
  return (
    <li
      ref={ref}
      className={cx('absolute p-1', expanded && 'z-10')}
      style={{
        top: item.top,
        left: `${item.left * 100}%`,
        width: `${item.width * 100}%`,
        ...(expanded ? { minHeight: slotHeight } : { height: slotHeight }),
      }}
    >
      <SessionCard
        session={item.session}
        view={view}
        expanded={expanded}
        onToggle={() => setExpanded((open) => !open)}
        compact={slotHeight < COMPACT_BELOW_PX}
        short={slotHeight < SHORT_BELOW_PX}
        className={expanded ? 'min-h-full' : 'h-full'}
      />
    </li>
  );
}

/**
 * The day as an absolute timeline (wide screens): hour marks on the left, sessions placed by `layoutTimeline`;
 * an opened card pushes the rows below it down (`pushDownBelowOpened`) instead of covering them.
 * In the DOM the cards stay in time order, so keyboard and screen-reader order follow the clock.
 */
export function AgendaTimeline({
  sessions,
  view,
  label,
  nowMinutes = null,
  clock,
}: {
  sessions: readonly Session[];
  view: EventView;
  label: string;
  /** Minutes after midnight on the event's clock when the day is today: draws the 'now' line. */
  nowMinutes?: number | null;
  /** In my time, the day laid out in the viewer's zone (viewer-day.ts); event-local times otherwise. */
  clock?: TimelineClock<Session>;
}) {
  const base = useMemo(() => layoutTimeline(sessions, clock), [sessions, clock]);
  const mode = useTimeMode();
  const first = sessions[0];
  const [needs, setNeeds] = useState<ReadonlyMap<number, number>>(new Map());
  const onNeed = useCallback((sessionId: number, extra: number) => {
    setNeeds((current) => {
      if ((current.get(sessionId) ?? 0) === extra) return current;
      const next = new Map(current);
      if (extra > 0) next.set(sessionId, extra);
      else next.delete(sessionId);
      return next;
    });
  }, []);
  const layout = useMemo(() => pushDownBelowOpened(base, (item) => needs.get(item.session.id) ?? 0), [base, needs]);
  const nowTop = nowMinutes === null ? null : nowLineTop(layout, nowMinutes);
  return (
    <div className="relative mt-6 mb-3" style={{ height: layout.height }} data-testid="agenda-timeline">
      {layout.hourMarks.map((mark) => (
        <div
          key={mark.minutes}
          aria-hidden="true"
          className="absolute inset-x-0 flex -translate-y-1/2 items-center"
          style={{ top: mark.top }}
        >
          <span className={cx(AXIS_WIDTH, 'shrink-0 pr-3 text-right text-xs font-medium text-slate-600')}>
            {clock || !first || mode !== 'mine' ? mark.label : zonedClock(first, mark.minutes, mode)}
          </span>
          <span className="flex-1 border-t border-dashed border-slate-300" />
        </div>
      ))}
      {nowTop !== null && nowMinutes !== null && (
        <div
          data-testid="agenda-now"
          className="pointer-events-none absolute inset-x-0 z-20 flex -translate-y-1/2 items-center"
          style={{ top: nowTop }}
        >
          <span className={cx(AXIS_WIDTH, 'flex shrink-0 justify-end pr-1')}>
            <NowLabel day={first} minutes={nowMinutes} />
          </span>
          <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-red-600" />
          <span aria-hidden="true" className="h-0.5 flex-1 bg-red-600" />
        </div>
      )}
      <ul aria-label={label} className={cx('absolute inset-y-0 right-0', AXIS_OFFSET)}>
        {layout.items.map((item, i) => (
          <TimelineItem
            key={item.session.id}
            item={item}
            slotHeight={base.items[i]?.height ?? item.height}
            view={view}
            onNeed={onNeed}
          />
        ))}
      </ul>
    </div>
  );
}
