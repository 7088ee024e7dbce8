import type { Message } from '@atria/contracts';
import { useCallback, useLayoutEffect, useRef } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import type { useThreadMessages } from '../use-chat-hooks';
import { useI18n } from '../../../lib/i18n/i18n';
import '../messages';
import { MessageBubble } from './message-bubble';

/** docs/product.md#chat-windows: older messages load when the list is scrolled within 50 px of its top. */
export const LOAD_OLDER_THRESHOLD_PX = 50;
/** Closer than this to the bottom, a new message scrolls the list down to it. */
const STICK_TO_BOTTOM_PX = 80;

interface Snapshot {
  firstId: number | undefined;
  lastId: number | undefined;
  scrollHeight: number;
  scrollTop: number;
  nearBottom: boolean;
}

const note = 'flex items-center justify-center gap-2 py-2 text-center text-sm text-slate-700';

/**
 * The conversation, oldest at the top. Opens at the newest message; older pages are prepended with the
 * reading position kept; a new message scrolls into view when the reader was at the bottom or sent it.
 */
export function MessageList({
  query,
  messages,
  name,
}: {
  query: ReturnType<typeof useThreadMessages>['query'];
  messages: Message[];
  name: string;
}) {
  const { t } = useI18n();
  const ref = useRef<HTMLDivElement>(null);
  const snapshot = useRef<Snapshot | null>(null);
  const firstId = messages[0]?.id;
  const last = messages.at(-1);

  const remember = useCallback(
    (el: HTMLDivElement) => {
      snapshot.current = {
        firstId,
        lastId: last?.id,
        scrollHeight: el.scrollHeight,
        scrollTop: el.scrollTop,
        nearBottom: el.scrollHeight - el.scrollTop - el.clientHeight < STICK_TO_BOTTOM_PX,
      };
    },
    [firstId, last?.id],
  );

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const before = snapshot.current;
    if (!before || before.lastId === undefined) {
      el.scrollTop = el.scrollHeight;
    } else if (before.firstId !== firstId && before.lastId === last?.id) {
      el.scrollTop = before.scrollTop + (el.scrollHeight - before.scrollHeight);
    } else if (before.lastId !== last?.id && (before.nearBottom || last?.is_sender)) {
      el.scrollTop = el.scrollHeight;
    }
    remember(el);
    // Runs when the first or last message changes: that is when the list grew at one end.
  }, [firstId, last?.id, last?.is_sender, remember]);

  const onScroll = () => {
    const el = ref.current;
    if (!el) return;
    remember(el);
    if (el.scrollTop < LOAD_OLDER_THRESHOLD_PX && query.hasNextPage && !query.isFetchingNextPage) {
      void query.fetchNextPage();
    }
  };

  return (
    <div
      ref={ref}
      role="log"
      aria-label={t('chat.messagesWith', { name })}
      tabIndex={0}
      onScroll={onScroll}
      className="min-h-0 flex-1 overflow-y-auto px-3 py-2 focus-visible:-outline-offset-2"
    >
      {query.isFetchingNextPage && (
        <p role="status" className={note}>
          <Spinner /> {t('chat.loadingOlder')}
        </p>
      )}
      {query.isPending && (
        <p role="status" className={note}>
          <Spinner /> {t('chat.loadingMessages')}
        </p>
      )}
      {query.isError && <p className={note}>{t('chat.errorMessages')}</p>}
      {query.isSuccess && messages.length === 0 && <p className={note}>{t('chat.noMessages')}</p>}
      <ol className="flex flex-col gap-2">
        {messages.map((message) => (
          <MessageBubble key={message.id} message={message} />
        ))}
      </ol>
    </div>
  );
}
