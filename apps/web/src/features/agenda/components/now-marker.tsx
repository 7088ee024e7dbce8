import type { Session } from '@atria/contracts';
import { cx } from '../../../lib/cx';
import { useI18n } from '../../../lib/i18n/i18n';
import { clockTime } from '../../sessions';
import { useTimeMode, zonedClock } from '../../my-agenda';

/** The 'now' line's label: 'Now, 10:42 AM' in the zone the agenda shows its times in. */
export function NowLabel({
  day,
  minutes,
  className,
}: {
  day: Session | undefined;
  minutes: number;
  className?: string;
}) {
  const { t, intl } = useI18n();
  const mode = useTimeMode();
  const time = day && mode === 'mine' ? zonedClock(day, minutes, mode) : clockTime(minutes, intl);
  return (
    <span
      className={cx(
        'shrink-0 rounded-full bg-red-600 px-2 py-0.5 text-[11px] leading-4 font-semibold whitespace-nowrap text-white',
        className,
      )}
    >
      {t('agenda.now.at', { time })}
    </span>
  );
}
