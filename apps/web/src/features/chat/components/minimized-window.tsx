import { dispatchChat } from '../chat-store';
import { useThread } from '../use-chat-hooks';
import { SIDEBAR_TOGGLE_ID } from './chat-sidebar';
import { useI18n } from '../../../lib/i18n/i18n';
import '../messages';
import { ChatWindowHeader } from './chat-window-header';

/** The id of a minimized window's header button (focus goes there when a window is minimized). */
export function minimizedToggleId(threadId: number): string {
  return `chat-minimized-${threadId}`;
}

/** A minimized window: its header only, with the name (or 'Loading...'); a click restores it. */
export function MinimizedWindow({ threadId }: { threadId: number }) {
  const { t } = useI18n();
  const thread = useThread(threadId);
  const name = thread?.other_user.full_name;
  return (
    <section
      aria-label={name ? t('chat.chatWith', { name }) : t('chat.chat')}
      className="pointer-events-auto w-56 rounded-xl border border-slate-200 bg-white shadow-lg md:w-full"
    >
      <ChatWindowHeader
        partner={thread?.other_user}
        fallbackName={t('chat.loadingName')}
        minimized
        unread={thread?.unread_count}
        onToggle={() => dispatchChat({ type: 'openThread', threadId })}
        toggleId={minimizedToggleId(threadId)}
        onClose={() => {
          dispatchChat({ type: 'closeThread', threadId });
          document.getElementById(SIDEBAR_TOGGLE_ID)?.focus();
        }}
      />
    </section>
  );
}
