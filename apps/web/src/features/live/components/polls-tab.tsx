import type { Poll } from '@atria/contracts/live';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { useI18n } from '../../../lib/i18n/i18n';
import { closePoll, fetchPolls, openPoll, votePoll } from '../api';
import { liveKeys } from '../keys';
import { applyPoll } from '../polls-cache';
import { errorText } from './error-text';
import { PollCreator } from './poll-creator';

const STATUS = {
  DRAFT: { key: 'live.polls.draft', tone: 'gray' },
  OPEN: { key: 'live.polls.open', tone: 'green' },
  CLOSED: { key: 'live.polls.closed', tone: 'blue' },
} as const satisfies Record<Poll['status'], { key: string; tone: BadgeTone }>;

export interface PollsTabProps {
  sessionId: number;
  /** The event's staff: create, open and close polls; they see drafts and results. */
  staff: boolean;
  onAnnounce: (text: string) => void;
}

/** Polls: vote (one or several options), results once voted or closed; the staff create, open and close. */
export function PollsTab({ sessionId, staff, onAnnounce }: PollsTabProps) {
  const { t } = useI18n();
  const polls = useQuery({ queryKey: liveKeys.polls(sessionId), queryFn: () => fetchPolls(sessionId) });
  const list = polls.data ?? [];
  return (
    <div className="min-h-0 flex-1 space-y-3 overflow-y-auto px-4 py-3">
      {staff && <PollCreator sessionId={sessionId} onAnnounce={onAnnounce} />}
      {polls.isPending && <p className="text-sm text-slate-600">{t('live.loading')}</p>}
      {polls.isError && <p className="text-sm text-red-700">{t('live.polls.loadFailed')}</p>}
      {polls.isSuccess && list.length === 0 && (
        <p className="py-6 text-center text-sm text-slate-600">{t('live.polls.empty')}</p>
      )}
      {list.length > 0 && (
        <ul className="space-y-3">
          {list.map((poll) => (
            <PollItem key={poll.id} poll={poll} staff={staff} onAnnounce={onAnnounce} />
          ))}
        </ul>
      )}
    </div>
  );
}

function PollItem({ poll, staff, onAnnounce }: { poll: Poll; staff: boolean; onAnnounce: (text: string) => void }) {
  const { t, intl } = useI18n();
  const queryClient = useQueryClient();
  const [choice, setChoice] = useState<number[]>(poll.my_option_ids);
  const [changing, setChanging] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const voted = poll.my_option_ids.length > 0;
  const showForm = poll.status === 'OPEN' && (!voted || changing);
  const results = poll.total_voters !== null && !showForm;
  const percent = new Intl.NumberFormat(intl, { style: 'percent', maximumFractionDigits: 0 });
  const headingId = `poll-${poll.id}`;
  const status = STATUS[poll.status];

  const act = async (action: () => Promise<Poll>, done?: string) => {
    setBusy(true);
    setFailure(null);
    try {
      applyPoll(queryClient, await action(), true);
      if (done) onAnnounce(done);
      return true;
    } catch (error) {
      setFailure(errorText(error, t('live.error.generic')));
      return false;
    } finally {
      setBusy(false);
    }
  };

  const vote = async () => {
    if (choice.length === 0) return;
    if (await act(() => votePoll(poll.id, choice), t('live.polls.thanks'))) setChanging(false);
  };

  const toggle = (optionId: number, checked: boolean) => {
    if (poll.kind === 'SINGLE') setChoice([optionId]);
    else setChoice((now) => (checked ? [...now, optionId] : now.filter((id) => id !== optionId)));
  };

  return (
    <li aria-labelledby={headingId} className="rounded-lg border border-slate-200 bg-white p-3">
      <div className="flex items-start justify-between gap-2">
        <h3 id={headingId} className="min-w-0 text-sm font-semibold break-words text-slate-900">
          {poll.question}
        </h3>
        <Badge tone={status.tone}>{t(status.key)}</Badge>
      </div>
      {showForm ? (
        <fieldset className="mt-2 space-y-1.5">
          <legend className="text-xs text-slate-600">
            {poll.kind === 'SINGLE' ? t('live.polls.chooseOne') : t('live.polls.chooseMany')}
          </legend>
          {poll.options.map((option) => (
            <label key={option.id} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type={poll.kind === 'SINGLE' ? 'radio' : 'checkbox'}
                name={`poll-${poll.id}-option`}
                checked={choice.includes(option.id)}
                onChange={(event) => toggle(option.id, event.target.checked)}
                className="size-4 accent-primary-700"
              />
              <span className="min-w-0 break-words">{option.label}</span>
            </label>
          ))}
          <div className="flex gap-2 pt-1">
            <Button size="sm" onClick={() => void vote()} loading={busy} disabled={choice.length === 0}>
              {t('live.polls.vote')}
            </Button>
            {changing && (
              <Button size="sm" variant="ghost" onClick={() => setChanging(false)}>
                {t('live.cancel')}
              </Button>
            )}
          </div>
        </fieldset>
      ) : (
        <ul className="mt-2 space-y-1.5">
          {poll.options.map((option) => {
            const share = results && poll.total_voters ? (option.votes ?? 0) / poll.total_voters : 0;
            const mine = poll.my_option_ids.includes(option.id);
            return (
              <li key={option.id} className="text-sm text-slate-800">
                <div className="flex justify-between gap-2">
                  <span className="min-w-0 break-words">
                    {option.label}
                    {mine && (
                      <span className="ms-1 text-xs font-semibold text-primary-700">{t('live.polls.yourChoice')}</span>
                    )}
                  </span>
                  {results && (
                    <span className="shrink-0 text-xs text-slate-600">
                      {t('live.polls.optionVotes', { count: option.votes ?? 0, percent: percent.format(share) })}
                    </span>
                  )}
                </div>
                {results && (
                  <div aria-hidden="true" className="mt-0.5 h-1.5 overflow-hidden rounded-full bg-slate-100">
                    <div
                      className="h-full rounded-full bg-primary-600"
                      style={{ width: `${Math.round(share * 100)}%` }}
                    />
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <div className="mt-2 flex flex-wrap items-center justify-between gap-2 text-xs text-slate-600">
        <span>
          {poll.total_voters !== null
            ? t('live.polls.voters', { count: poll.total_voters })
            : poll.status === 'OPEN'
              ? t('live.polls.resultsAfterVote')
              : ''}
        </span>
        <span className="flex gap-1">
          {poll.status === 'OPEN' && voted && !changing && (
            <Button size="sm" variant="ghost" onClick={() => setChanging(true)}>
              {t('live.polls.changeVote')}
            </Button>
          )}
          {staff && poll.status === 'DRAFT' && (
            <Button size="sm" variant="secondary" loading={busy} onClick={() => void act(() => openPoll(poll.id))}>
              {t('live.polls.openPoll')}
            </Button>
          )}
          {staff && poll.status === 'OPEN' && (
            <Button size="sm" variant="secondary" loading={busy} onClick={() => void act(() => closePoll(poll.id))}>
              {t('live.polls.closePoll')}
            </Button>
          )}
        </span>
      </div>
      {failure && (
        <p role="status" className="mt-2 rounded-md bg-amber-50 px-2 py-1 text-xs text-amber-900">
          {failure}
        </p>
      )}
    </li>
  );
}
