import type { Session } from '@atria/contracts/zod-free';
import { useQuery } from '@tanstack/react-query';
import { Icon } from '../../../components/ui/icons';
import { cx } from '../../../lib/cx';
import { useI18n } from '../../../lib/i18n/i18n';
import { eventQueryOptions } from '../../events/api';
import { eventAgendaQueryOptions, interestQueryOptions, useToggleBookmark } from '../api';
import '../messages';

/**
 * The star that puts a session in My agenda: a toggle button (pressed = bookmarked) named after the session.
 * It changes at once and goes back if the server refuses. The event's editors also see how many people
 * bookmarked the session (counts only, never who).
 */
export function BookmarkButton({ session, compact = false }: { session: Session; compact?: boolean }) {
  const { t } = useI18n();
  const agenda = useQuery(eventAgendaQueryOptions(session.event_id));
  const toggle = useToggleBookmark({ sessionId: session.id, eventId: session.event_id, session });
  const bookmarked = agenda.data?.items.some((item) => item.session_id === session.id) ?? false;
  return (
    <span className="inline-flex shrink-0 items-center">
      <InterestCount session={session} />
      <button
        type="button"
        aria-pressed={bookmarked}
        aria-label={t('agenda.bookmark.label', { title: session.title })}
        title={bookmarked ? t('agenda.bookmark.remove') : t('agenda.bookmark.add')}
        disabled={agenda.isPending}
        onClick={() => toggle.mutate(!bookmarked)}
        data-testid="bookmark-button"
        className={cx(
          'flex items-center justify-center rounded-md hover:bg-slate-100 disabled:opacity-50',
          bookmarked ? 'text-amber-600' : 'text-slate-600 hover:text-slate-900',
          compact ? 'size-6' : 'size-8',
        )}
      >
        <Icon name="star" className={cx('size-4', bookmarked && 'fill-current')} />
      </button>
    </span>
  );
}

function InterestCount({ session }: { session: Session }) {
  const { t } = useI18n();
  const event = useQuery(eventQueryOptions(session.event_id));
  const canEdit = event.data?.permissions.can_edit ?? false;
  const interest = useQuery({ ...interestQueryOptions(session.event_id), enabled: canEdit });
  if (!canEdit || !interest.data) return null;
  const count = interest.data.sessions.find((entry) => entry.session_id === session.id)?.bookmarks ?? 0;
  return (
    <span
      className="me-0.5 rounded-full bg-slate-100 px-1.5 text-xs font-medium text-slate-700"
      title={t('agenda.interest.title')}
      data-testid="interest-count"
    >
      {t('agenda.interest.count', { count })}
    </span>
  );
}
