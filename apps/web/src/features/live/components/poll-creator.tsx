import { CreatePollBody, type PollKind } from '@atria/contracts/live';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useContractMessages } from '../../../lib/i18n/contract-messages';
import { useI18n } from '../../../lib/i18n/i18n';
import { createPoll } from '../api';
import { applyPoll } from '../polls-cache';
import { errorText } from './error-text';

const MIN_OPTIONS = 2;
const MAX_OPTIONS = 10;
const field =
  'block w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-900 focus:outline-2 focus:outline-primary-600';

/**
 * 'New poll' for the staff: a question, one or several answers allowed, 2 to 10 options; created as a draft that
 * its own 'Open poll' starts. The contract's schema checks it before it is sent (its messages are shown).
 */
export function PollCreator({ sessionId, onAnnounce }: { sessionId: number; onAnnounce: (text: string) => void }) {
  const { t } = useI18n();
  // The contract's messages (checked here before sending) in the reader's language.
  const inLanguage = useContractMessages();
  const queryClient = useQueryClient();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [question, setQuestion] = useState('');
  const [kind, setKind] = useState<PollKind>('SINGLE');
  const [options, setOptions] = useState(['', '']);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (!open)
    return (
      <Button size="sm" variant="secondary" onClick={() => setOpen(true)}>
        {t('live.polls.new')}
      </Button>
    );

  const submit = async () => {
    const parsed = CreatePollBody.safeParse({ question, kind, options });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? t('live.error.generic'));
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      applyPoll(queryClient, await createPoll(sessionId, parsed.data), true);
      onAnnounce(t('live.polls.created'));
      setOpen(false);
      setQuestion('');
      setKind('SINGLE');
      setOptions(['', '']);
    } catch (error) {
      setProblem(errorText(error, t('live.error.generic')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      className="space-y-2 rounded-lg border border-slate-200 bg-slate-50 p-3"
    >
      <h3 id={`${id}-title`} className="text-sm font-semibold text-slate-900">
        {t('live.polls.new')}
      </h3>
      <label className="block text-xs font-medium text-slate-700">
        {t('live.polls.question')}
        <input value={question} maxLength={300} onChange={(e) => setQuestion(e.target.value)} className={field} />
      </label>
      <fieldset className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-800">
        <legend className="mb-1 text-xs font-medium text-slate-700">{t('live.polls.answers')}</legend>
        {(
          [
            ['SINGLE', 'live.polls.single'],
            ['MULTIPLE', 'live.polls.multiple'],
          ] as const
        ).map(([value, key]) => (
          <label key={value} className="flex items-center gap-2">
            <input
              type="radio"
              name={`${id}-kind`}
              checked={kind === value}
              onChange={() => setKind(value)}
              className="size-4 accent-primary-700"
            />
            {t(key)}
          </label>
        ))}
      </fieldset>
      <ol className="space-y-1.5">
        {options.map((option, index) => (
          // Options have no identity but their place while being written.
          <li key={index} className="flex items-center gap-1">
            <label className="sr-only" htmlFor={`${id}-option-${index}`}>
              {t('live.polls.option', { number: index + 1 })}
            </label>
            <input
              id={`${id}-option-${index}`}
              value={option}
              maxLength={200}
              placeholder={t('live.polls.option', { number: index + 1 })}
              onChange={(e) => setOptions((now) => now.map((o, i) => (i === index ? e.target.value : o)))}
              className={field}
            />
            {options.length > MIN_OPTIONS && (
              <button
                type="button"
                aria-label={t('live.polls.removeOption', { number: index + 1 })}
                onClick={() => setOptions((now) => now.filter((_, i) => i !== index))}
                className="flex size-8 shrink-0 items-center justify-center rounded-md text-slate-600 hover:bg-slate-200"
              >
                <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4 fill-none stroke-current stroke-2">
                  <path d="M18 6 6 18M6 6l12 12" />
                </svg>
              </button>
            )}
          </li>
        ))}
      </ol>
      {options.length < MAX_OPTIONS && (
        <Button size="sm" variant="ghost" onClick={() => setOptions((now) => [...now, ''])}>
          {t('live.polls.addOption')}
        </Button>
      )}
      {problem && (
        <p role="alert" className="text-xs text-red-700">
          {inLanguage(problem)}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button size="sm" variant="ghost" onClick={() => setOpen(false)}>
          {t('live.cancel')}
        </Button>
        <Button size="sm" type="submit" loading={busy}>
          {t('live.polls.create')}
        </Button>
      </div>
    </form>
  );
}
