import type { Session } from '@atria/contracts/zod-free';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Icon } from '../../../components/ui/icons';
import { cx } from '../../../lib/cx';
import { useI18n } from '../../../lib/i18n/i18n';
import { eventQueryOptions } from '../../events';
import { eventAgendaQueryOptions } from '../api';
import '../messages';
import { useInterestShown } from '../time-mode';

// Editors only, once they ask for counts (the agenda's Interest switch): loaded then.
const InterestCount = lazy(() => import('./interest-count').then((m) => ({ default: m.InterestCount })));

/**
 * The star that puts a session in My agenda: a toggle button (pressed = bookmarked) named after the session.
 * It changes at once and goes back if the server refuses. The event's editors also see how many people
 * bookmarked the session (counts only, never who; `interest-count.tsx`).
 */
export function BookmarkButton({ session, compact = false }: { session: Session; compact?: boolean }) {
  const { t } = useI18n();
  const agenda = useQuery(eventAgendaQueryOptions(session.event_id));
  const canEdit = useQuery(eventQueryOptions(session.event_id)).data?.permissions.can_edit ?? false;
  const interestShown = useInterestShown();
  const queryClient = useQueryClient();
  const toggle = (next: boolean) => {
    // The bookmark code loads on the first click (bundle budget); a failure puts the star back by itself.
    void import('../actions')
      .then(({ toggleBookmark }) =>
        toggleBookmark(queryClient, { sessionId: session.id, eventId: session.event_id, session }, next),
      )
      .catch(() => undefined);
  };
  const bookmarked = agenda.data?.items.some((item) => item.session_id === session.id) ?? false;
  return (
    <span className="inline-flex shrink-0 items-center">
      {canEdit && interestShown && (
        <Suspense fallback={null}>
          <InterestCount session={session} />
        </Suspense>
      )}
      <button
        type="button"
        aria-pressed={bookmarked}
        aria-label={t('agenda.bookmark.label', { title: session.title })}
        disabled={agenda.isPending}
        onClick={() => toggle(!bookmarked)}
        data-testid="bookmark-button"
        className={cx(
          'flex items-center justify-center rounded-md hover:bg-slate-100 disabled:opacity-50',
          bookmarked ? 'text-amber-700' : 'text-slate-600 hover:text-slate-900',
          compact ? 'size-6' : 'size-8',
        )}
      >
        <Icon name="star" className={cx('size-4', bookmarked && 'fill-current')} />
      </button>
    </span>
  );
}
