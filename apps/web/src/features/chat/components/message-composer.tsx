import { LIMITS, isBlankText } from '@atria/contracts';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { isApiError } from '../../../lib/api-client';
import { useForm } from '../../../lib/use-contract-form';
import { SocketApiError } from '../api';
import { useSendMessage } from '../use-chat-hooks';
import { useI18n } from '../../../lib/i18n/i18n';
import '../messages';
import { ChatIcon } from './chat-icons';

/** How long a refusal notice stays when the server gave no Retry-After (the send window is 10 s). */
const NOTICE_MS = 10_000;

/** The server's own words for a refusal the user can act on (too fast, no longer allowed, too long). */
function refusalNotice(error: unknown): { text: string; ms: number } | null {
  if (!isApiError(error) || error.status < 400 || error.status >= 500 || !error.data) return null;
  const seconds = error instanceof SocketApiError ? error.retryAfterSeconds : undefined;
  return { text: error.data.message, ms: seconds ? seconds * 1000 : NOTICE_MS };
}

/**
 * 'Write a message...': Enter sends, Shift+Enter starts a new line, blank text (only whitespace or invisible
 * characters) is not sent. The box is cleared on send and gets the text back if the send fails; failures are
 * logged, refusals shown briefly. react-hook-form holds the text (docs/architecture.md#forms).
 */
export function MessageComposer({ threadId }: { threadId: number }) {
  const { t } = useI18n();
  const { register, watch, setValue, getValues } = useForm<{ content: string }>({ defaultValues: { content: '' } });
  const { ref: registerRef, ...content } = register('content');
  const text = watch('content');
  const inputRef = useRef<HTMLTextAreaElement | null>(null);
  const [notice, setNotice] = useState<{ text: string; ms: number } | null>(null);
  const send = useSendMessage(threadId);
  // The contract's rule: whitespace and invisible characters alone are blank.
  const blank = isBlankText(text);

  // A window that opens (or is restored) is ready to type in.
  useEffect(() => {
    inputRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), notice.ms);
    return () => clearTimeout(timer);
  }, [notice]);

  const submit = () => {
    if (blank) return;
    const sent = text;
    setValue('content', '');
    setNotice(null);
    send.mutate(sent, {
      onError: (error) => {
        console.error('Sending the message failed', error);
        if (getValues('content') === '') setValue('content', sent);
        const refusal = refusalNotice(error);
        if (refusal) setNotice(refusal);
      },
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <form onSubmit={onSubmit} className="shrink-0 border-t border-slate-200 p-2">
      {notice && (
        <p role="status" className="mb-2 rounded-md bg-amber-50 px-2 py-1 text-xs text-amber-900">
          {notice.text}
        </p>
      )}
      <div className="flex items-end gap-2">
        <textarea
          {...content}
          ref={(element) => {
            registerRef(element);
            inputRef.current = element;
          }}
          onKeyDown={onKeyDown}
          rows={1}
          maxLength={LIMITS.messageMax}
          placeholder={t('chat.write')}
          aria-label={t('chat.write')}
          className="field-sizing-content max-h-32 min-h-10 flex-1 resize-none rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-600 focus:outline-2 focus:outline-offset-0 focus:outline-primary-600"
        />
        <button
          type="submit"
          aria-label={t('chat.send')}
          disabled={blank}
          className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary-700 text-white hover:bg-primary-800 disabled:cursor-not-allowed disabled:bg-slate-200 disabled:text-slate-600"
        >
          <ChatIcon name="send" className="size-4 rtl:-scale-x-100" />
        </button>
      </div>
    </form>
  );
}
