import { LIMITS, isBlankText } from '@atria/contracts/zod-free';
import type { ChatRoom as Room, SessionChatMessage } from '@atria/contracts/live';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Avatar } from '../../../components/ui/avatar';
import { isApiError } from '../../../lib/api-client';
import { useI18n } from '../../../lib/i18n/i18n';
import { SocketRequestError } from '../../../lib/socket';
import { useForm } from '../../../lib/use-contract-form';
import { chatSocket } from '../../chat';
import { fetchChatPage, sendChatMessage } from '../api';
import { applyChatMessage, oldestFirst } from '../chat-cache';
import { liveKeys } from '../keys';
import { MessageActions } from './message-actions';
import { MessageReactions } from './reactions';

/** How often a typing notice goes out while someone types (the server allows 10 per 10 s). */
const TYPING_EVERY_MS = 3000;
/** How long a refusal stays on screen when the server gave no Retry-After. */
const NOTICE_MS = 10_000;
/** Within this distance of the end, the list follows new messages; further up, the reader is reading history. */
const FOLLOW_PX = 80;

export interface ChatRoomProps {
  sessionId: number;
  eventId: number;
  room: Room;
  userId: number;
  staff: boolean;
  typingIds: number[];
  onAnnounce: (text: string) => void;
}

/** The server's own words for a refusal the user can act on (too fast, muted, too long), else a generic line. */
function refusal(error: unknown, fallback: string): { text: string; ms: number } {
  if (error instanceof SocketRequestError) {
    const seconds = error.error.retry_after;
    return { text: error.error.message, ms: seconds ? seconds * 1000 : NOTICE_MS };
  }
  if (isApiError(error) && error.data && error.status < 500) return { text: error.data.message, ms: NOTICE_MS };
  return { text: fallback, ms: NOTICE_MS };
}

/** One chat room of the session (public or backstage): its history, older pages on demand, and the composer. */
export function ChatRoomView({ sessionId, eventId, room, userId, staff, typingIds, onAnnounce }: ChatRoomProps) {
  const { t, intl } = useI18n();
  const history = useInfiniteQuery({
    queryKey: liveKeys.chat(sessionId, room),
    queryFn: ({ pageParam }) => fetchChatPage(sessionId, room, pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.next_before ?? undefined,
  });
  const messages = useMemo(() => oldestFirst(history.data), [history.data]);
  const names = useMemo(() => new Map(messages.map((m) => [m.author.id, m.author.full_name])), [messages]);
  const time = useMemo(() => new Intl.DateTimeFormat(intl, { hour: 'numeric', minute: '2-digit' }), [intl]);

  const list = useRef<HTMLOListElement>(null);
  const following = useRef(true);
  const restoreFrom = useRef<number | null>(null);

  // New messages at the end: stay at the end when the reader was there. Older pages at the top: keep the reader's
  // place (the list grows above them).
  useLayoutEffect(() => {
    const el = list.current;
    if (!el) return;
    if (restoreFrom.current !== null) {
      el.scrollTop += el.scrollHeight - restoreFrom.current;
      restoreFrom.current = null;
    } else if (following.current) {
      el.scrollTop = el.scrollHeight;
    }
  }, [messages]);

  const loadOlder = () => {
    restoreFrom.current = list.current?.scrollHeight ?? null;
    void history.fetchNextPage();
  };

  const label = room === 'PUBLIC' ? t('live.chat.log') : t('live.backstage.log');
  const typingNames = typingIds.map((id) => names.get(id));
  const typingText =
    typingIds.length === 0
      ? ''
      : typingIds.length > 1
        ? t('live.typing.many', { count: typingIds.length })
        : typingNames[0]
          ? t('live.typing.one', { name: typingNames[0] })
          : t('live.typing.someone');

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      {room === 'BACKSTAGE' && (
        <p className="border-b border-slate-100 bg-amber-50 px-4 py-2 text-xs text-amber-900">
          {t('live.backstage.hint')}
        </p>
      )}
      <ol
        ref={list}
        aria-label={label}
        tabIndex={0}
        onScroll={(event) => {
          const el = event.currentTarget;
          following.current = el.scrollHeight - el.scrollTop - el.clientHeight < FOLLOW_PX;
        }}
        className="min-h-0 flex-1 space-y-3 overflow-y-auto px-4 py-3 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary-600"
      >
        <li className="text-center">
          {history.hasNextPage ? (
            <button
              type="button"
              onClick={loadOlder}
              disabled={history.isFetchingNextPage}
              className="rounded-md px-2 py-1 text-xs font-medium text-primary-700 hover:underline disabled:text-slate-600"
            >
              {history.isFetchingNextPage ? t('live.chat.loadingOlder') : t('live.chat.loadOlder')}
            </button>
          ) : (
            history.isSuccess &&
            messages.length > 0 && <span className="text-xs text-slate-600">{t('live.chat.start')}</span>
          )}
        </li>
        {history.isPending && <li className="text-sm text-slate-600">{t('live.loading')}</li>}
        {history.isError && <li className="text-sm text-red-700">{t('live.chat.loadFailed')}</li>}
        {history.isSuccess && messages.length === 0 && (
          <li className="py-6 text-center text-sm text-slate-600">
            {room === 'PUBLIC' ? t('live.chat.empty') : t('live.backstage.empty')}
          </li>
        )}
        {messages.map((message) => (
          <ChatMessage
            key={message.id}
            message={message}
            eventId={eventId}
            own={message.author.id === userId}
            userId={userId}
            staff={staff}
            time={time.format(new Date(message.created_at))}
            onAnnounce={onAnnounce}
          />
        ))}
      </ol>
      <p className="h-5 shrink-0 truncate px-4 text-xs text-slate-600 italic">{typingText}</p>
      <Composer sessionId={sessionId} room={room} />
    </div>
  );
}

function ChatMessage({
  message,
  eventId,
  own,
  userId,
  staff,
  time,
  onAnnounce,
}: {
  message: SessionChatMessage;
  eventId: number;
  own: boolean;
  userId: number;
  staff: boolean;
  time: string;
  onAnnounce: (text: string) => void;
}) {
  const { t } = useI18n();
  return (
    <li className="group flex items-start gap-2">
      <Avatar name={message.author.full_name} imageUrl={message.author.image_url} size="xs" />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <span className="font-semibold text-slate-900">
            {own ? t('live.message.you', { name: message.author.full_name }) : message.author.full_name}
          </span>
          <time dateTime={message.created_at} className="text-xs text-slate-600">
            {time}
          </time>
        </p>
        <p className="text-sm break-words whitespace-pre-wrap text-slate-800">{message.body}</p>
        <MessageReactions message={message} userId={userId} onAnnounce={onAnnounce} />
      </div>
      <MessageActions message={message} eventId={eventId} own={own} staff={staff} onDone={onAnnounce} />
    </li>
  );
}

/**
 * The composer, with the direct messages' text rules (the contract's): Enter sends, Shift+Enter starts a new line,
 * blank text is not sent, at most LIMITS.messageMax characters. The box is cleared on send and gets the text back
 * when the send fails; a refusal (too fast, muted) shows for a while. Typing notices go out while typing.
 */
function Composer({ sessionId, room }: { sessionId: number; room: Room }) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const { register, watch, setValue, getValues } = useForm<{ body: string }>({ defaultValues: { body: '' } });
  const text = watch('body');
  const blank = isBlankText(text);
  const [notice, setNotice] = useState<{ text: string; ms: number } | null>(null);
  const lastTyping = useRef(0);

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), notice.ms);
    return () => clearTimeout(timer);
  }, [notice]);

  const submit = () => {
    if (blank) return;
    const sent = text;
    setValue('body', '');
    setNotice(null);
    lastTyping.current = 0;
    sendChatMessage(sessionId, room, sent).then(
      (message) => applyChatMessage(queryClient, message),
      (error: unknown) => {
        console.error('Sending the message failed', error);
        if (getValues('body') === '') setValue('body', sent);
        setNotice(refusal(error, t('live.error.generic')));
      },
    );
  };

  const typing = () => {
    const now = Date.now();
    if (now - lastTyping.current < TYPING_EVERY_MS || chatSocket.getState() !== 'open') return;
    lastTyping.current = now;
    chatSocket.request('session_typing', { session_id: sessionId, room }).catch(() => {});
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  const placeholder = room === 'PUBLIC' ? t('live.composer.placeholder') : t('live.composer.backstagePlaceholder');
  const field = register('body', { onChange: typing });
  return (
    <form
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        submit();
      }}
      className="shrink-0 border-t border-slate-200 p-2"
    >
      {notice && (
        <p role="status" className="mb-2 rounded-md bg-amber-50 px-2 py-1 text-xs text-amber-900">
          {notice.text}
        </p>
      )}
      <div className="flex items-end gap-2">
        <textarea
          {...field}
          onKeyDown={onKeyDown}
          rows={1}
          maxLength={LIMITS.messageMax}
          placeholder={placeholder}
          aria-label={placeholder}
          className="field-sizing-content max-h-32 min-h-10 min-w-0 flex-1 resize-none rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-600 focus:outline-2 focus:outline-offset-0 focus:outline-primary-600"
        />
        <button
          type="submit"
          aria-label={t('live.composer.send')}
          disabled={blank}
          className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary-700 text-white hover:bg-primary-800 disabled:cursor-not-allowed disabled:bg-slate-200 disabled:text-slate-600"
        >
          <svg
            viewBox="0 0 24 24"
            aria-hidden="true"
            className="size-4 fill-none stroke-current stroke-2 rtl:-scale-x-100"
          >
            <path d="M22 2 11 13" />
            <path d="M22 2 15 22l-4-9-9-4z" />
          </svg>
        </button>
      </div>
    </form>
  );
}
