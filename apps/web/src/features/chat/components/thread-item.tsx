import type { Thread } from '@atria/contracts';
import { dispatchChat } from '../chat-store';
import { formatFullTime, formatRelativeTime } from '../relative-time';
import { Avatar } from '../../../components/ui/avatar';
import { useI18n } from '../../../lib/i18n/i18n';
import '../messages';
import { UnreadBadge } from './unread-badge';

export interface ThreadItemProps {
  thread: Thread;
  /** The time relative times count from. */
  now: Date;
  /** Tags event conversations (on the General tab, where both kinds are listed). */
  tagEvent: boolean;
  onOpened?: () => void;
}

/** One conversation in the sidebar; a click opens (or brings forward) its window. */
export function ThreadItem({ thread, now, tagEvent, onOpened }: ThreadItemProps) {
  const { t } = useI18n();
  const name = thread.other_user.full_name || t('chat.unknownUser');
  const unread = thread.unread_count > 0;
  return (
    <button
      type="button"
      onClick={() => {
        dispatchChat({ type: 'openThread', threadId: thread.id });
        onOpened?.();
      }}
      className="flex w-full items-center gap-3 px-3 py-2.5 text-start hover:bg-slate-50 focus-visible:-outline-offset-2"
    >
      <Avatar name={name} imageUrl={thread.other_user.image_url} size="base" />
      <span className="min-w-0 flex-1">
        <span className="flex items-baseline gap-2">
          <span className={`min-w-0 truncate text-sm text-slate-900 ${unread ? 'font-bold' : 'font-semibold'}`}>
            {name}
          </span>
          {tagEvent && thread.event_id !== null && (
            <span className="shrink-0 rounded bg-primary-50 px-1.5 text-[11px] leading-4 font-semibold text-primary-800">
              {t('chat.eventTag')}
            </span>
          )}
          {thread.last_message_at && (
            <time
              dateTime={thread.last_message_at}
              title={formatFullTime(thread.last_message_at)}
              className="ms-auto shrink-0 text-xs text-slate-600"
            >
              {formatRelativeTime(thread.last_message_at, now)}
            </time>
          )}
        </span>
        <span className="flex items-center gap-2">
          <span
            className={`min-w-0 flex-1 truncate text-sm ${unread ? 'font-medium text-slate-900' : 'text-slate-600'}`}
          >
            {thread.last_message?.content || t('chat.start')}
          </span>
          <UnreadBadge count={thread.unread_count} />
        </span>
      </span>
    </button>
  );
}
