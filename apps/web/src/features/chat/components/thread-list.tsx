import { useEffect, useState } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { filterThreads } from '../thread-filter';
import { useThreads } from '../use-chat-hooks';
import { useI18n } from '../../../lib/i18n/i18n';
import '../messages';
import { ThreadItem } from './thread-item';

/** The current time, renewed every 30 s so relative times ('now', '5m') move on by themselves. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

const stateClass = 'flex items-center justify-center gap-2 px-4 py-8 text-center text-sm text-slate-700';

/** The threads of one tab, filtered by the search box, newest activity first, or the list's state. */
export function ThreadList({
  query,
  eventId,
  onOpened,
}: {
  query: string;
  eventId: number | null;
  onOpened?: () => void;
}) {
  const { t } = useI18n();
  const threads = useThreads();
  const now = useNow();
  if (threads.isPending) {
    return (
      <p role="status" className={stateClass}>
        <Spinner />
        {t('chat.loadingThreads')}
      </p>
    );
  }
  if (threads.isError) {
    return (
      <div role="alert" className={`${stateClass} flex-col`}>
        <p>{t('chat.errorThreads')}</p>
        <button
          type="button"
          onClick={() => void threads.refetch()}
          className="rounded-lg px-3 py-1.5 font-semibold text-primary-700 underline hover:bg-primary-50"
        >
          {t('chat.retry')}
        </button>
      </div>
    );
  }
  const shown = filterThreads(threads.data.threads, { query, eventId });
  if (shown.length === 0) {
    return <p className={stateClass}>{query.trim() ? t('chat.noMatch') : t('chat.noThreads')}</p>;
  }
  return (
    <ul className="divide-y divide-slate-100 py-1">
      {shown.map((thread) => (
        <li key={thread.id}>
          <ThreadItem thread={thread} now={now} tagEvent={eventId === null} onOpened={onOpened} />
        </li>
      ))}
    </ul>
  );
}
