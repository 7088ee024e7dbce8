import type { Session } from '@atria/contracts';
import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { useI18n } from '../../../lib/i18n/i18n';
import { clockTime, duration, eventDayLongDate } from '../locale-dates';
import '../messages';
import { SESSION_TYPE_KEYS } from '../speakers';

function Detail({ term, children, wide = false }: { term: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'border-b border-slate-100 py-2.5 sm:col-span-2' : 'border-b border-slate-100 py-2.5'}>
      <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{term}</dt>
      <dd className="mt-0.5 text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * docs/product.md#session-detail: the description first (what attendees read), then Event Day ('Day N - date'),
 * Start and End Time (12 h in English), Duration and Session Type.
 */
export function SessionDetailsPanel({ session }: { session: Session }) {
  const { t, intl } = useI18n();
  return (
    <Card className="p-5">
      <h2 className="text-lg font-semibold text-slate-900">{t('session.details.heading')}</h2>
      <dl className="mt-2 grid grid-cols-1 gap-x-6 sm:grid-cols-2">
        <Detail term={t('session.details.description')} wide>
          <span className="whitespace-pre-line [overflow-wrap:anywhere]">
            {session.description ?? t('session.noDescription')}
          </span>
        </Detail>
        <Detail term={t('session.details.day')}>
          {t('session.details.eventDay', {
            day: session.day_number,
            date: eventDayLongDate(session.event.start_date, session.day_number, intl),
          })}
        </Detail>
        <Detail term={t('session.details.type')}>{t(SESSION_TYPE_KEYS[session.session_type])}</Detail>
        <Detail term={t('session.details.start')}>{clockTime(session.start_time, intl)}</Detail>
        <Detail term={t('session.details.end')}>{clockTime(session.end_time, intl)}</Detail>
        <Detail term={t('session.details.duration')}>{duration(session.formatted_duration, intl)}</Detail>
      </dl>
    </Card>
  );
}
