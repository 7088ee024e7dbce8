import '../messages';
import type { ModerationActionName, ModerationLogEntry } from '@atria/contracts/live';
import type { EventDetail } from '@atria/contracts/zod-free';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { intlFormat } from 'date-fns';
import { useCallback, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { type MessageKey, useI18n } from '../../../lib/i18n/i18n';
import { fetchModerationLog, unbanUser, unmuteUser } from '../api';

export const moderationLogKey = (eventId: number) => ['moderation-log', eventId] as const;

const ACTIONS: Record<ModerationActionName, MessageKey> = {
  DELETE_MESSAGE: 'live.log.action.deleteMessage',
  DELETE_QUESTION: 'live.log.action.deleteQuestion',
  HIDE_QUESTION: 'live.log.action.hideQuestion',
  UNHIDE_QUESTION: 'live.log.action.unhideQuestion',
  MUTE: 'live.log.action.mute',
  UNMUTE: 'live.log.action.unmute',
  BAN: 'live.log.action.ban',
  UNBAN: 'live.log.action.unban',
};

/**
 * /app/events/{eventId}/admin/moderation: the event's moderation log for its staff (docs/live.md#moderation),
 * newest first, older pages on demand (the log's cursor). Entries about someone still muted or banned offer to
 * lift it. Others get the page's refusal, as the API answers them.
 */
export function ModerationLogPage({ event }: { event: EventDetail }) {
  const { t } = useI18n();
  const [news, setNews] = useState('');
  const announce = useCallback((text: string) => setNews(text), []);
  const staff = event.permissions.can_edit || event.my_role === 'MODERATOR';
  const log = useInfiniteQuery({
    queryKey: moderationLogKey(event.id),
    queryFn: ({ pageParam }) => fetchModerationLog(event.id, pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.next_before ?? undefined,
    enabled: staff,
  });

  if (!staff) return <Alert title={t('live.log.forbidden')} />;
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];
  const liftable = liftableEntries(entries);

  return (
    <section aria-labelledby="moderation-log-heading" className="mx-auto max-w-4xl">
      <h2 id="moderation-log-heading" className="text-2xl font-bold tracking-tight text-slate-900">
        {t('live.log.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('live.log.intro')}</p>
      <p role="status" aria-live="polite" className="mt-2 min-h-6 text-sm text-green-800">
        {news}
      </p>
      {log.isPending && <p className="text-slate-600">{t('live.loading')}</p>}
      {log.isError && <Alert title={t('live.log.loadFailed')} />}
      {log.isSuccess && entries.length === 0 && <p className="text-slate-700">{t('live.log.empty')}</p>}
      {entries.length > 0 && (
        <ol
          aria-label={t('live.log.title')}
          className="divide-y divide-slate-100 rounded-card border border-slate-200 bg-white"
        >
          {entries.map((entry) => (
            <LogEntry
              key={entry.id}
              entry={entry}
              eventId={event.id}
              liftable={liftable.has(entry.id)}
              onAnnounce={announce}
            />
          ))}
        </ol>
      )}
      {log.hasNextPage && (
        <div className="mt-4 flex justify-center">
          <Button variant="secondary" loading={log.isFetchingNextPage} onClick={() => void log.fetchNextPage()}>
            {t('live.log.older')}
          </Button>
        </div>
      )}
    </section>
  );
}

/**
 * The entries that offer to lift a sanction: per person, the newest MUTE while they are still muted and the newest
 * BAN while they are still banned (older ones about the same person would offer the same thing twice).
 */
export function liftableEntries(entries: ModerationLogEntry[]): Set<number> {
  const ids = new Set<number>();
  const seen = new Set<string>();
  for (const e of entries) {
    const runs = (e.action === 'MUTE' && e.target_muted_until !== null) || (e.action === 'BAN' && e.target_banned);
    const key = `${e.action}:${e.target_user_id}`;
    if (!runs || e.target_user_id === null || seen.has(key)) continue;
    seen.add(key);
    ids.add(e.id);
  }
  return ids;
}

function LogEntry({
  entry,
  eventId,
  liftable,
  onAnnounce,
}: {
  entry: ModerationLogEntry;
  eventId: number;
  liftable: boolean;
  onAnnounce: (text: string) => void;
}) {
  const { t, intl } = useI18n();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const actor = entry.actor?.full_name ?? t('live.log.someone');
  const target = entry.target_user?.full_name ?? t('live.log.someone');
  const targetId = entry.target_user_id;

  const lift = (run: (eventId: number, userId: number) => Promise<unknown>, done: MessageKey) => {
    if (targetId === null) return;
    setBusy(true);
    run(eventId, targetId).then(
      () => {
        onAnnounce(t(done, { name: target }));
        void queryClient.invalidateQueries({ queryKey: moderationLogKey(eventId) });
      },
      (error: unknown) => {
        console.error('Lifting the sanction failed', error);
        onAnnounce(t('live.error.generic'));
        setBusy(false);
      },
    );
  };

  const muteRuns = liftable && entry.action === 'MUTE';
  const banRuns = liftable && entry.action === 'BAN';
  const when = new Date(entry.created_at);

  return (
    <li className="flex flex-wrap items-start justify-between gap-3 px-4 py-3">
      <div className="min-w-0 flex-1">
        <p className="text-sm break-words text-slate-900">{t(ACTIONS[entry.action], { actor, target })}</p>
        {entry.reason && (
          <p className="mt-0.5 text-sm break-words text-slate-700">{t('live.log.reason', { reason: entry.reason })}</p>
        )}
        <p className="mt-0.5 text-xs text-slate-600">
          <time dateTime={entry.created_at}>
            {intlFormat(when, { dateStyle: 'medium', timeStyle: 'short' }, { locale: intl })}
          </time>
          {muteRuns && entry.target_muted_until !== null && (
            <>
              {' · '}
              {t('live.log.mutedUntil', {
                time: intlFormat(
                  new Date(entry.target_muted_until),
                  { dateStyle: 'medium', timeStyle: 'short' },
                  { locale: intl },
                ),
              })}
            </>
          )}
          {banRuns && (
            <>
              {' · '}
              {t('live.log.stillBanned')}
            </>
          )}
        </p>
      </div>
      {muteRuns && (
        <Button
          size="sm"
          variant="secondary"
          loading={busy}
          aria-label={t('live.moderation.unmuteName', { name: target })}
          onClick={() => lift(unmuteUser, 'live.moderation.unmuted')}
        >
          {t('live.moderation.unmute')}
        </Button>
      )}
      {banRuns && (
        <Button
          size="sm"
          variant="secondary"
          loading={busy}
          aria-label={t('live.moderation.unbanName', { name: target })}
          onClick={() => lift(unbanUser, 'live.moderation.unbanned')}
        >
          {t('live.moderation.unban')}
        </Button>
      )}
    </li>
  );
}
