import type { Session } from '@atria/contracts/zod-free';
import { useQuery } from '@tanstack/react-query';
import { useI18n } from '../../../lib/i18n/i18n';
import { interestQueryOptions } from '../page-queries';
import '../calendar-messages';

/** How many people bookmarked the session, for the event's editors (`GET /events/{id}/interest`, counts only). */
export function InterestCount({ session }: { session: Session }) {
  const { t } = useI18n();
  const interest = useQuery(interestQueryOptions(session.event_id));
  if (!interest.data) return null;
  const count = interest.data.sessions.find((entry) => entry.session_id === session.id)?.bookmarks ?? 0;
  return (
    <span
      className="me-0.5 rounded-full bg-slate-100 px-1.5 text-xs font-medium text-slate-700"
      title={t('calendar.interest.title')}
      data-testid="interest-count"
    >
      {t('calendar.interest.count', { count })}
    </span>
  );
}
