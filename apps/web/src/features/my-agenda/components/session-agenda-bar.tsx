import type { Session } from '@atria/contracts/zod-free';
import { lazy, Suspense } from 'react';
import { useI18n } from '../../../lib/i18n/i18n';
import '../calendar-messages';
import { BookmarkButton } from './bookmark-button';
import { SessionTime } from './session-time';
import { ZoneToggle } from './zone-toggle';

const AddToCalendar = lazy(() => import('./add-to-calendar').then((m) => ({ default: m.AddToCalendar })));

/**
 * The session page's row for My agenda: the session's time in the chosen zone with the event/my time toggle, the
 * bookmark star and 'Add to calendar'. Self-contained, so the session page places it with one line.
 */
export function SessionAgendaBar({ session }: { session: Session }) {
  const { t } = useI18n();
  return (
    <section
      aria-label={t('calendar.sessionBar.label')}
      data-testid="session-agenda-bar"
      className="flex flex-wrap items-center justify-between gap-3 rounded-card border border-slate-200 bg-white px-4 py-3 shadow-sm"
    >
      <div className="min-w-0 space-y-1">
        <p className="font-medium text-slate-900">
          <SessionTime slot={session} />
        </p>
        <ZoneToggle eventZone={session.event.time_zone} />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <BookmarkButton session={session} />
        <Suspense fallback={null}>
          <AddToCalendar session={session} />
        </Suspense>
      </div>
    </section>
  );
}
