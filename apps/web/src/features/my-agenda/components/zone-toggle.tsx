import { cx } from '../../../lib/cx';
import { browserTimeZone, zoneAbbreviation } from '../../../lib/dates';
import { useI18n } from '../../../lib/i18n/i18n';
import '../messages';
import { setTimeMode, useTimeMode, type TimeMode } from '../time-mode';

/**
 * 'Event time / My time': which zone the page's session times are written in, with the zone named. The choice
 * holds on every page and is remembered in this browser. Without `eventZone` (My agenda across events) event time
 * means each event's own zone.
 */
export function ZoneToggle({ eventZone, className }: { eventZone?: string; className?: string }) {
  const { t } = useI18n();
  const mode = useTimeMode();
  const myZone = browserTimeZone();
  const now = new Date();
  const zoneText = (zone: string) => `${zone.replaceAll('_', ' ')} (${zoneAbbreviation(zone, now)})`;
  const shown =
    mode === 'mine'
      ? t('agenda.zone.showingMine', { zone: zoneText(myZone) })
      : eventZone
        ? t('agenda.zone.showingEvent', { zone: zoneText(eventZone) })
        : t('calendar.zone.showingEach');
  const option = (value: TimeMode, label: string) => (
    <button
      type="button"
      aria-pressed={mode === value}
      onClick={() => setTimeMode(value)}
      className={cx(
        'h-8 rounded-md px-3 text-sm font-medium',
        mode === value ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-700 hover:text-slate-900',
      )}
    >
      {label}
    </button>
  );
  return (
    <div className={cx('flex flex-wrap items-center gap-x-3 gap-y-1', className)} data-testid="zone-toggle">
      <div role="group" aria-label={t('agenda.zone.label')} className="inline-flex rounded-lg bg-slate-100 p-0.5">
        {option('event', t('agenda.zone.event'))}
        {option('mine', t('agenda.zone.mine'))}
      </div>
      <p className="text-sm text-slate-600" aria-live="polite">
        {shown}
      </p>
    </div>
  );
}
