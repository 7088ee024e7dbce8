import { useRef, type KeyboardEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';
import { cx } from '../../../lib/cx';
import { eventDayDate, parseIsoDate } from '../../../lib/dates';
import { useI18n } from '../../../lib/i18n/i18n';
import { eventDayLongDate } from '../../sessions';
import '../messages';

/** Up to this many days the navigator also offers every day as a tab (more would not fit one row on a phone). */
export const DAY_TABS_UP_TO = 7;

export interface DayNavigatorProps {
  day: number;
  dayCount: number;
  startDate: string;
  onChange: (day: number) => void;
  /** The event day it is now in the event's zone (marked 'Today'), if any. */
  today?: number | null;
  /** The id of the day's panel the tabs control. */
  panelId?: string;
}

/**
 * 'Day N' and its date ('MMMM d, yyyy' in English); previous is disabled on day 1, next on the last day. With a few
 * days (2 to `DAY_TABS_UP_TO`) every day is also a tab (arrow keys move between them, docs/design.md#agenda).
 */
export function DayNavigator({ day, dayCount, startDate, onChange, today = null, panelId }: DayNavigatorProps) {
  const { t, intl } = useI18n();
  return (
    <nav aria-label={t('agenda.days.label')} className="rounded-card border border-slate-200 bg-white p-2 shadow-card">
      <div className="flex items-center gap-2">
        <Button
          variant="ghost"
          className="w-10 px-0"
          aria-label={t('agenda.days.previous')}
          disabled={day <= 1}
          onClick={() => onChange(day - 1)}
        >
          <Icon name="chevron-left" className="rtl:rotate-180" />
        </Button>
        <div className="min-w-0 flex-1 text-center" aria-live="polite" aria-atomic="true">
          <p className="text-lg font-bold text-slate-900">{t('agenda.days.day', { day })}</p>
          <p className="text-sm text-slate-600">{eventDayLongDate(startDate, day, intl)}</p>
        </div>
        <Button
          variant="ghost"
          className="w-10 px-0"
          aria-label={t('agenda.days.next')}
          disabled={day >= dayCount}
          onClick={() => onChange(day + 1)}
        >
          <Icon name="chevron-right" className="rtl:rotate-180" />
        </Button>
      </div>
      {dayCount > 1 && dayCount <= DAY_TABS_UP_TO && (
        <DayTabs
          day={day}
          dayCount={dayCount}
          startDate={startDate}
          onChange={onChange}
          today={today}
          panelId={panelId}
        />
      )}
    </nav>
  );
}

function DayTabs({
  day,
  dayCount,
  startDate,
  onChange,
  today,
  panelId,
}: Omit<DayNavigatorProps, 'today'> & { today: number | null }) {
  const { t, intl } = useI18n();
  const list = useRef<HTMLDivElement>(null);
  const days = Array.from({ length: dayCount }, (_, i) => i + 1);
  const short = new Intl.DateTimeFormat(intl, { month: 'short', day: 'numeric' });
  const move = (event: KeyboardEvent) => {
    const step = { ArrowRight: 1, ArrowLeft: -1, Home: -dayCount, End: dayCount }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const next = Math.min(dayCount, Math.max(1, day + (rtl && Math.abs(step) === 1 ? -step : step)));
    onChange(next);
    list.current?.querySelector<HTMLButtonElement>(`[data-day="${next}"]`)?.focus();
  };
  return (
    <div
      ref={list}
      role="tablist"
      aria-label={t('agenda.days.tabs')}
      onKeyDown={move}
      className="mt-2 flex gap-1 overflow-x-auto border-t border-slate-100 pt-2"
    >
      {days.map((n) => {
        const selected = n === day;
        const date = parseIsoDate(eventDayDate(startDate, n) ?? '');
        return (
          <button
            key={n}
            type="button"
            role="tab"
            data-day={n}
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            title={eventDayLongDate(startDate, n, intl)}
            onClick={() => onChange(n)}
            className={cx(
              'flex min-w-[4.5rem] flex-1 flex-col items-center rounded-lg px-2 py-1.5 text-sm whitespace-nowrap',
              selected ? 'bg-primary-600 text-white' : 'text-slate-700 hover:bg-slate-100',
            )}
          >
            <span className="font-semibold">{t('agenda.days.day', { day: n })}</span>
            <span className={cx('text-xs', selected ? 'text-primary-50' : 'text-slate-600')}>
              {n === today ? t('agenda.days.today') : date ? short.format(date) : ''}
            </span>
          </button>
        );
      })}
    </div>
  );
}
