import { Badge, StatusBadge } from '../../../components/ui/badge';
import { type MessageKey, useI18n } from '../../../lib/i18n/i18n';
import type { SessionStatus } from '@atria/contracts';

const SESSIONS: Array<{ time: string; title: MessageKey; room: MessageKey; status: SessionStatus }> = [
  { time: '09:00', title: 'landing.preview.session.keynote', room: 'landing.preview.room.main', status: 'LIVE' },
  { time: '10:30', title: 'landing.preview.session.hybrid', room: 'landing.preview.room.hall', status: 'UPCOMING' },
  { time: '13:00', title: 'landing.preview.session.lounge', room: 'landing.preview.room.online', status: 'UPCOMING' },
];

/** The illustrated event's first day (the year does not show). */
const FIRST_DAY = new Date(2031, 5, 12);
/** An event's name, the same in every language. */
const EVENT_NAME = 'Open Source Summit';

/** An illustrative agenda card for the hero; decorative, so hidden from assistive technology. */
export function EventPreview() {
  const { t, intl } = useI18n();
  const date = new Intl.DateTimeFormat(intl, { month: 'long', day: 'numeric' }).format(FIRST_DAY);
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-md">
      <div className="absolute -inset-4 rounded-[2rem] bg-primary-400/20 blur-2xl" />
      <div className="relative rounded-card bg-white p-5 text-slate-900 shadow-2xl ring-1 ring-white/20">
        <div className="flex items-center justify-between">
          <div>
            <p className="text-xs font-semibold tracking-wide text-primary-700 uppercase">
              {t('landing.preview.day', { day: 1, date })}
            </p>
            <p className="mt-0.5 text-lg font-bold">{EVENT_NAME}</p>
          </div>
          <Badge tone="violet">{t('landing.preview.conference', { days: 3 })}</Badge>
        </div>
        <ul className="mt-4 space-y-2.5">
          {SESSIONS.map((session) => (
            <li key={session.title} className="flex items-center gap-3 rounded-xl border border-slate-200 p-3">
              <span className="w-12 shrink-0 text-sm font-semibold text-slate-600 tabular-nums">{session.time}</span>
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm font-semibold">{t(session.title)}</span>
                <span className="block truncate text-xs text-slate-600">{t(session.room)}</span>
              </span>
              <StatusBadge status={session.status} />
            </li>
          ))}
        </ul>
        <div className="mt-4 flex items-center gap-2 text-xs text-slate-600">
          <span className="flex -space-x-2">
            {['bg-amber-400', 'bg-sky-400', 'bg-emerald-400', 'bg-rose-400'].map((color) => (
              <span key={color} className={`size-6 rounded-full border-2 border-white ${color}`} />
            ))}
          </span>
          {t('landing.preview.online', { count: 1248 })}
        </div>
      </div>
    </div>
  );
}
