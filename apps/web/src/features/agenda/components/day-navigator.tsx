import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';
import { eventDayDate, formatLongDate } from '../../../lib/dates';

export interface DayNavigatorProps {
  day: number;
  dayCount: number;
  startDate: string;
  onChange: (day: number) => void;
}

/** 'Day N' and its date ('MMMM d, yyyy'); previous is disabled on day 1, next on the last day. */
export function DayNavigator({ day, dayCount, startDate, onChange }: DayNavigatorProps) {
  return (
    <nav
      aria-label="Agenda days"
      className="flex items-center gap-2 rounded-card border border-slate-200 bg-white p-2 shadow-card"
    >
      <Button
        variant="ghost"
        className="w-10 px-0"
        aria-label="Previous day"
        disabled={day <= 1}
        onClick={() => onChange(day - 1)}
      >
        <Icon name="chevron-left" />
      </Button>
      <div className="min-w-0 flex-1 text-center" aria-live="polite" aria-atomic="true">
        <p className="text-lg font-bold text-slate-900">Day {day}</p>
        <p className="text-sm text-slate-600">{formatLongDate(eventDayDate(startDate, day))}</p>
      </div>
      <Button
        variant="ghost"
        className="w-10 px-0"
        aria-label="Next day"
        disabled={day >= dayCount}
        onClick={() => onChange(day + 1)}
      >
        <Icon name="chevron-right" />
      </Button>
    </nav>
  );
}
