import type { Session } from '@atria/contracts';
import { Card } from '../../../components/ui/card';
import { StatusBadge } from '../../../components/ui/badge';
import { Icon } from '../../../components/ui/icons';
import { slotInstants } from '../../../lib/dates';
import { useI18n } from '../../../lib/i18n/i18n';
import { useNow } from '../../../lib/use-now';
import { clockTime, countdownTo, eventDayLongDate } from '../locale-dates';
import '../messages';
import { StreamPlayer } from './stream-player';

/** 'Starts in 2 days 3 hours' / '4 hours 10 minutes' / '25 minutes': the two largest parts, again every minute. */
function StartCountdown({ session }: { session: Session }) {
  const { t } = useI18n();
  const now = useNow();
  const left = session.status === 'UPCOMING' ? countdownTo(slotInstants(session).start, now) : null;
  if (!left) return null;
  const parts = [
    left.days > 0 && t('session.countdown.days', { count: left.days }),
    left.hours > 0 && t('session.countdown.hours', { count: left.hours }),
    left.days === 0 && left.minutes > 0 && t('session.countdown.minutes', { count: left.minutes }),
  ].filter((part): part is string => Boolean(part));
  return (
    <span
      data-testid="session-countdown"
      className="inline-flex items-center gap-1 rounded-full bg-primary-50 px-2.5 py-0.5 font-semibold text-primary-800"
    >
      <Icon name="clock" className="size-3.5" />
      {t('session.countdown.in', { time: parts.join(' ') })}
    </span>
  );
}

/**
 * docs/product.md#session-detail, the attendee's first view: status badge (the live flag is its pulsing dot),
 * a countdown before the start, the title, day and start time, the video, and the stream URL.
 */
export function SessionStream({ session, canEdit }: { session: Session; canEdit: boolean }) {
  const { t, intl } = useI18n();
  return (
    <Card className="overflow-hidden">
      <div className="space-y-2 p-5">
        <div className="flex flex-wrap items-center gap-2 text-sm">
          {/* The live flag is the status badge's pulsing dot: one marker, not 'Live now' beside 'LIVE'. */}
          <StatusBadge status={session.status} live={session.is_live} />
          <StartCountdown session={session} />
        </div>
        <h2 className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">{session.title}</h2>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
          <span className="inline-flex items-center gap-1.5">
            <Icon name="calendar" className="size-4 text-slate-500" />
            {t('session.details.eventDay', {
              day: session.day_number,
              date: eventDayLongDate(session.event.start_date, session.day_number, intl),
            })}
          </span>
          <span>{t('session.stream.startsAt', { time: clockTime(session.start_time, intl) })}</span>
        </p>
      </div>
      <StreamPlayer streamUrl={session.stream_url} title={session.title} canEdit={canEdit} />
      {session.stream_url && (
        <p className="relative truncate border-t border-slate-100 px-5 py-3 text-sm text-slate-600">
          {t('session.stream.label')}{' '}
          <a
            href={session.stream_url}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium text-primary-700 underline-offset-2 hover:underline"
          >
            {session.stream_url}
            <span className="sr-only"> {t('session.newTab')}</span>
          </a>
        </p>
      )}
    </Card>
  );
}
