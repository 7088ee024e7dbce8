import { AskQuestionBody, QUESTION_MAX, type Question, type QuestionSort } from '@atria/contracts/live';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { cx } from '../../../lib/cx';
import { useI18n } from '../../../lib/i18n/i18n';
import { useContractForm } from '../../../lib/use-contract-form';
import { askQuestion, deleteQuestion, fetchQuestions, moderateQuestion, upvoteQuestion } from '../api';
import { liveKeys } from '../keys';
import { applyQuestion, applyQuestionRemoved, sortQuestions } from '../questions-cache';
import { errorText } from './error-text';

// The form's values are strings (react-hook-form's text fields); the box is a separate piece of state.
const AskForm = AskQuestionBody.pick({ body: true });

export interface QuestionsTabProps {
  sessionId: number;
  userId: number;
  /** The event's staff and the session's speakers: mark answered, pin, hide; they see hidden questions. */
  manager: boolean;
  /** The event's staff: delete anyone's question. */
  staff: boolean;
  onAnnounce: (text: string) => void;
}

/** Q&A: ask (optionally anonymous), upvote, sort by votes or time; managers answer, pin and hide. */
export function QuestionsTab({ sessionId, userId, manager, staff, onAnnounce }: QuestionsTabProps) {
  const { t } = useI18n();
  const [sort, setSort] = useState<QuestionSort>('votes');
  const questions = useQuery({ queryKey: liveKeys.questions(sessionId), queryFn: () => fetchQuestions(sessionId) });
  const sorted = useMemo(() => sortQuestions(questions.data ?? [], sort), [questions.data, sort]);

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <AskQuestion sessionId={sessionId} onAnnounce={onAnnounce} />
      <div className="flex items-center justify-between gap-2 border-y border-slate-100 px-4 py-2">
        <h3 id={`questions-${sessionId}`} className="text-sm font-semibold text-slate-900">
          {t('live.qa.heading', { count: sorted.length })}
        </h3>
        <div role="group" aria-label={t('live.qa.sort')} className="flex gap-1 rounded-lg bg-slate-100 p-0.5">
          {(
            [
              ['votes', 'live.qa.sortVotes'],
              ['time', 'live.qa.sortTime'],
            ] as const
          ).map(([value, key]) => (
            <button
              key={value}
              type="button"
              aria-pressed={sort === value}
              onClick={() => setSort(value)}
              className={cx(
                'rounded-md px-2.5 py-1 text-xs font-medium text-slate-700',
                sort === value && 'bg-white text-primary-700 shadow-sm',
              )}
            >
              {t(key)}
            </button>
          ))}
        </div>
      </div>
      <ul aria-labelledby={`questions-${sessionId}`} className="min-h-0 flex-1 space-y-2 overflow-y-auto px-4 py-3">
        {questions.isPending && <li className="text-sm text-slate-600">{t('live.loading')}</li>}
        {questions.isError && <li className="text-sm text-red-700">{t('live.qa.loadFailed')}</li>}
        {questions.isSuccess && sorted.length === 0 && (
          <li className="py-6 text-center text-sm text-slate-600">{t('live.qa.empty')}</li>
        )}
        {sorted.map((question) => (
          <QuestionItem
            key={question.id}
            question={question}
            own={question.author?.id === userId}
            manager={manager}
            staff={staff}
            onAnnounce={onAnnounce}
          />
        ))}
      </ul>
    </div>
  );
}

function AskQuestion({ sessionId, onAnnounce }: { sessionId: number; onAnnounce: (text: string) => void }) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const [anonymous, setAnonymous] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useContractForm(AskForm, { body: '' });
  const body = form.field('body');

  const submit = form.handleSubmit(async ({ body: text }) => {
    setFailure(null);
    try {
      const question = await askQuestion(sessionId, { body: text, is_anonymous: anonymous });
      applyQuestion(queryClient, question, true);
      form.setFieldValues({ body: '' });
      onAnnounce(t('live.qa.asked'));
    } catch (error) {
      setFailure(errorText(error, t('live.error.generic')));
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-2 px-4 py-3">
      <label htmlFor={`ask-${sessionId}`} className="sr-only">
        {t('live.qa.askLabel')}
      </label>
      <textarea
        id={`ask-${sessionId}`}
        name={body.name}
        ref={body.ref}
        onChange={body.onChange}
        onBlur={body.onBlur}
        rows={2}
        maxLength={QUESTION_MAX}
        placeholder={t('live.qa.askPlaceholder')}
        aria-invalid={body.error ? true : undefined}
        aria-describedby={body.error ? `ask-${sessionId}-error` : undefined}
        className="block w-full resize-none rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-600 focus:outline-2 focus:outline-primary-600"
      />
      {body.error && (
        <p id={`ask-${sessionId}-error`} className="text-xs text-red-700">
          {body.error}
        </p>
      )}
      {failure && (
        <p role="status" className="rounded-md bg-amber-50 px-2 py-1 text-xs text-amber-900">
          {failure}
        </p>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            checked={anonymous}
            onChange={(event) => setAnonymous(event.target.checked)}
            className="size-4 accent-primary-700"
          />
          {t('live.qa.anonymous')}
        </label>
        <Button type="submit" size="sm" loading={form.submitting}>
          {t('live.qa.ask')}
        </Button>
      </div>
      {anonymous && <p className="text-xs text-slate-600">{t('live.qa.anonymousHint')}</p>}
    </form>
  );
}

function QuestionItem({
  question,
  own,
  manager,
  staff,
  onAnnounce,
}: {
  question: Question;
  own: boolean;
  manager: boolean;
  staff: boolean;
  onAnnounce: (text: string) => void;
}) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  const act = async (action: () => Promise<Question | null>) => {
    setBusy(true);
    try {
      const changed = await action();
      if (changed) applyQuestion(queryClient, changed, true);
    } catch (error) {
      onAnnounce(errorText(error, t('live.error.generic')));
    } finally {
      setBusy(false);
    }
  };

  const author = question.author
    ? question.is_anonymous
      ? t('live.qa.authorAnonymous', { name: question.author.full_name })
      : question.author.full_name
    : t('live.qa.anonymousAuthor');

  return (
    <li
      aria-label={t('live.qa.item', { author })}
      className={cx(
        'rounded-lg border p-3',
        question.is_hidden
          ? 'border-dashed border-amber-400 bg-amber-50/40'
          : question.is_pinned
            ? 'border-primary-300 bg-primary-50'
            : 'border-slate-200 bg-white',
      )}
    >
      <div className="flex items-start gap-3">
        <button
          type="button"
          aria-pressed={question.has_upvoted}
          disabled={busy}
          onClick={() => void act(() => upvoteQuestion(question.id, !question.has_upvoted))}
          className={cx(
            'flex w-11 shrink-0 flex-col items-center rounded-md border px-1 py-1 text-xs font-semibold',
            question.has_upvoted
              ? 'border-primary-600 bg-primary-600 text-white'
              : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
          )}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4 fill-none stroke-current stroke-2">
            <path d="m18 15-6-6-6 6" />
          </svg>
          {/* Named 'Upvote' and the count that shows, so what is seen is what a voice command says. */}
          <span className="sr-only">{`${t('live.qa.upvote')} `}</span>
          <span>{question.upvote_count}</span>
        </button>
        <div className="min-w-0 flex-1">
          <p className="text-sm break-words whitespace-pre-wrap text-slate-900">{question.body}</p>
          <p className="mt-1 flex flex-wrap items-center gap-1.5 text-xs text-slate-600">
            <span>{author}</span>
            {question.is_pinned && <Badge tone="violet">{t('live.qa.pinned')}</Badge>}
            {question.is_answered && <Badge tone="green">{t('live.qa.answered')}</Badge>}
            {question.is_hidden && <Badge tone="amber">{t('live.qa.hidden')}</Badge>}
          </p>
        </div>
      </div>
      {(manager || own || staff) && (
        <div className="mt-2 flex flex-wrap gap-1 ps-14">
          {manager && (
            <>
              <SmallButton
                busy={busy}
                onClick={() => void act(() => moderateQuestion(question.id, { is_answered: !question.is_answered }))}
              >
                {question.is_answered ? t('live.qa.markUnanswered') : t('live.qa.markAnswered')}
              </SmallButton>
              <SmallButton
                busy={busy}
                onClick={() => void act(() => moderateQuestion(question.id, { is_pinned: !question.is_pinned }))}
              >
                {question.is_pinned ? t('live.qa.unpin') : t('live.qa.pin')}
              </SmallButton>
              <SmallButton
                busy={busy}
                onClick={() => void act(() => moderateQuestion(question.id, { is_hidden: !question.is_hidden }))}
              >
                {question.is_hidden ? t('live.qa.show') : t('live.qa.hide')}
              </SmallButton>
            </>
          )}
          {(own || staff) && (
            <SmallButton
              busy={busy}
              onClick={() =>
                void act(async () => {
                  await deleteQuestion(question.id);
                  applyQuestionRemoved(queryClient, question.session_id, question.id);
                  return null;
                })
              }
            >
              {t('live.qa.delete')}
            </SmallButton>
          )}
        </div>
      )}
    </li>
  );
}

function SmallButton({ busy, onClick, children }: { busy: boolean; onClick: () => void; children: string }) {
  return (
    <button
      type="button"
      disabled={busy}
      onClick={onClick}
      className="rounded-md border border-slate-300 bg-white px-2 py-0.5 text-xs font-medium text-slate-700 hover:bg-slate-50 disabled:opacity-60"
    >
      {children}
    </button>
  );
}
