import { use, useState } from 'react';
import { cx } from '../../../lib/cx';
import { useI18n } from '../../../lib/i18n/i18n';
import '../messages';
import { dispatchChat } from '../chat-store';
import { useMarkReadWhenSeen, useThread, useThreadMessages } from '../use-chat-hooks';
import { ChatWindowHeader } from './chat-window-header';
import { MessageComposer } from './message-composer';
import { MessageList } from './message-list';
import { SIDEBAR_TOGGLE_ID } from './chat-sidebar';
import { minimizedToggleId } from './minimized-window';
import { PersonActionsContext } from '../person-actions';

/**
 * An open conversation (docs/product.md#chat-windows): header, messages (older ones load when scrolled near
 * the top) and the composer, which takes focus when the window opens. Reading it marks the thread read.
 */
export function ChatWindow({ threadId, fullScreen }: { threadId: number; fullScreen: boolean }) {
  const { t } = useI18n();
  const [maximized, setMaximized] = useState(false);
  const thread = useThread(threadId);
  const { query, messages, partner: pagePartner } = useThreadMessages(threadId);
  const partner = thread?.other_user ?? pagePartner;
  const name = partner?.full_name || t('chat.chat');
  const personActions = use(PersonActionsContext);
  const [notice, setNotice] = useState('');
  useMarkReadWhenSeen(threadId, thread, messages);

  // Focus follows the window: to its minimized header, or to the 'Messaging' toggle once it is closed.
  const minimize = (action: 'minimizeThread' | 'toggleThread') => {
    dispatchChat({ type: action, threadId });
    requestAnimationFrame(() => document.getElementById(minimizedToggleId(threadId))?.focus());
  };
  const close = () => {
    dispatchChat({ type: 'closeThread', threadId });
    document.getElementById(SIDEBAR_TOGGLE_ID)?.focus();
  };

  return (
    <section
      aria-label={partner?.full_name ? t('chat.chatWith', { name: partner.full_name }) : t('chat.chat')}
      onKeyDown={(event) => {
        // Escape in the window minimizes it; Escape in a menu or dialog it opened (drawn elsewhere in the page,
        // but bubbling here through React) only closes that.
        if (event.key === 'Escape' && event.currentTarget.contains(event.target as Node)) minimize('minimizeThread');
      }}
      className={cx(
        'pointer-events-auto flex flex-col overflow-hidden border border-slate-200 bg-white shadow-2xl',
        fullScreen
          ? 'fixed inset-x-0 top-header bottom-0 z-10'
          : cx(
              'min-w-60 shrink rounded-t-xl',
              maximized
                ? 'h-[calc(100dvh-var(--spacing-header)-1rem)] w-[26rem]'
                : 'h-[28rem] max-h-[calc(100dvh-var(--spacing-header)-1rem)] w-[300px]',
            ),
      )}
    >
      <ChatWindowHeader
        partner={partner}
        fallbackName={t('chat.chat')}
        minimized={false}
        onToggle={() => minimize('toggleThread')}
        onClose={close}
        maximize={fullScreen ? undefined : { maximized, onToggle: () => setMaximized((value) => !value) }}
        actions={
          personActions && partner
            ? (className) =>
                personActions({ person: partner, eventId: thread?.event_id ?? null, className, onDone: setNotice })
            : undefined
        }
      />
      <p
        role="status"
        className="shrink-0 border-b border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-800 empty:hidden"
      >
        {notice}
      </p>
      <MessageList query={query} messages={messages} name={name} />
      <MessageComposer threadId={threadId} />
    </section>
  );
}
