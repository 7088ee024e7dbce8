import type { EventDetail } from '@atria/contracts';
import { Link } from '@tanstack/react-router';
import { useI18n } from '../../../../lib/i18n/i18n';

/**
 * 'Live now' on the event home: the event's sessions that are LIVE, each a link to its page. It follows status
 * changes without a reload: the app's socket updates the event in the cache (features/live/status-sync.ts).
 */
export function LiveNow({ event }: { event: EventDetail }) {
  const { t } = useI18n();
  const live = event.sessions.filter((session) => session.status === 'LIVE');
  if (live.length === 0) return null;
  return (
    <section
      aria-labelledby="event-live-now"
      className="mb-4 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-card border border-green-600/30 bg-green-50 px-5 py-3"
    >
      <h2 id="event-live-now" className="flex items-center gap-2 text-sm font-semibold text-green-900">
        <span aria-hidden="true" className="size-2 rounded-full bg-green-600 motion-safe:animate-pulse" />
        {t('event.liveNow')}
      </h2>
      <ul className="flex min-w-0 flex-wrap gap-x-4 gap-y-1">
        {live.map((session) => (
          <li key={session.id} className="min-w-0">
            <Link
              to="/app/events/$eventId/sessions/$sessionId"
              params={{ eventId: String(event.id), sessionId: String(session.id) }}
              className="font-medium break-words text-green-900 underline underline-offset-2 hover:text-green-950"
            >
              {session.title}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
