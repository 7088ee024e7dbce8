import type { Message } from '@atria/contracts';
import { cx } from '../../../lib/cx';
import { useI18n } from '../../../lib/i18n/i18n';
import '../messages';
import { isRead } from '../cache';
import { formatClockTime, formatFullTime } from '../relative-time';
import { ChatIcon } from './chat-icons';

/** One message. Its content is rendered as text, never as HTML; the sender's own show a tick once READ. */
export function MessageBubble({ message }: { message: Message }) {
  const { t } = useI18n();
  const mine = message.is_sender;
  return (
    <li className={cx('flex', mine ? 'justify-end' : 'justify-start')}>
      <div
        className={cx(
          'max-w-[85%] rounded-2xl px-3 py-2 text-sm',
          mine ? 'rounded-ee-md bg-primary-700 text-white' : 'rounded-es-md bg-slate-100 text-slate-900',
        )}
      >
        <p className="break-words whitespace-pre-wrap">{message.content}</p>
        <p
          className={cx(
            'mt-0.5 flex items-center justify-end gap-1 text-xs',
            mine ? 'text-primary-100' : 'text-slate-600',
          )}
        >
          <time dateTime={message.created_at} title={formatFullTime(message.created_at)}>
            {formatClockTime(message.created_at)}
          </time>
          {mine && isRead(message.status) && (
            <span role="img" aria-label={t('chat.read')} title={t('chat.read')}>
              <ChatIcon name="check-double" className="size-4" />
            </span>
          )}
        </p>
      </div>
    </li>
  );
}
