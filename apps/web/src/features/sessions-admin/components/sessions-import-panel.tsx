import type { SessionImportRowStatus, SessionsImportPreview } from '@atria/contracts/sessions-import';
import { useId, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { isApiError } from '../../../lib/api-client';
import { type MessageKey, useI18n } from '../../../lib/i18n/i18n';
import { commitSessionsImport, previewSessionsImport } from '../api';
import { describeError } from '../../../lib/describe-error';

const STATUS_TEXT: Record<SessionImportRowStatus, MessageKey> = {
  new: 'sessionsAdmin.import.status.new',
  existing: 'sessionsAdmin.import.status.existing',
  error: 'sessionsAdmin.import.status.error',
};
const STATUS_TONE: Record<SessionImportRowStatus, BadgeTone> = { new: 'green', existing: 'gray', error: 'red' };

/** The server's messages for a refused file: the file-level ones, else every row's, else the message. */
function problemsOf(error: unknown): string[] {
  if (!isApiError(error)) return [describeError(error)];
  const errors = error.data?.errors ?? {};
  const listed = Object.entries(errors).flatMap(([key, messages]) =>
    key === 'file' ? messages : messages.map((m) => `${key}: ${m}`),
  );
  return [describeError(error), ...listed.filter((m) => m !== error.data?.message)];
}

/**
 * Import sessions from a CSV file: choose it, check it (a dry run listing each row's result and errors), then
 * import. Nothing is imported while any row has an error; a file checked again after a fix replaces the preview.
 */
export function SessionsImportPanel({
  eventId,
  onClose,
  onImported,
}: {
  eventId: number;
  onClose: () => void;
  onImported: (message: string) => void;
}) {
  const { t } = useI18n();
  const inputId = useId();
  const helpId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<SessionsImportPreview | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [busy, setBusy] = useState<'check' | 'commit' | null>(null);

  async function check() {
    if (!file) {
      setProblems([t('sessionsAdmin.import.chooseFile')]);
      input.current?.focus();
      return;
    }
    setBusy('check');
    setProblems([]);
    setPreview(null);
    try {
      setPreview(await previewSessionsImport(eventId, file));
    } catch (error) {
      setProblems(problemsOf(error));
    } finally {
      setBusy(null);
    }
  }

  async function commit() {
    if (!file) return;
    setBusy('commit');
    setProblems([]);
    try {
      const result = await commitSessionsImport(eventId, file);
      onImported(t('sessionsAdmin.import.done', { added: result.added }));
    } catch (error) {
      setProblems(problemsOf(error));
      setBusy(null);
    }
  }

  const counts = preview?.counts;
  return (
    <Card className="p-4 sm:p-6">
      <section aria-labelledby={`${inputId}-heading`} className="space-y-4">
        <div className="flex items-start justify-between gap-3">
          <h2 id={`${inputId}-heading`} className="text-lg font-semibold text-slate-900">
            {t('sessionsAdmin.import.heading')}
          </h2>
          <Button size="sm" variant="ghost" onClick={onClose}>
            {t('sessionsAdmin.import.close')}
          </Button>
        </div>
        <p id={helpId} className="text-sm [overflow-wrap:anywhere] text-slate-700">
          {t('sessionsAdmin.import.help')}
        </p>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="min-w-0 flex-1">
            <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
              {t('sessionsAdmin.import.file')}
            </label>
            <input
              ref={input}
              id={inputId}
              type="file"
              accept=".csv,text/csv"
              aria-describedby={helpId}
              className="mt-1 block w-full max-w-full text-sm text-slate-800 file:me-3 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:py-2 file:font-semibold"
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                setPreview(null);
                setProblems([]);
              }}
            />
          </div>
          <Button variant="secondary" onClick={() => void check()} loading={busy === 'check'}>
            {t('sessionsAdmin.import.check')}
          </Button>
        </div>

        {problems.length > 0 && (
          <Alert title={problems[0] ?? ''}>
            {problems.length > 1 && (
              <ul className="list-disc ps-5">
                {problems.slice(1).map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ul>
            )}
          </Alert>
        )}

        {preview && counts && (
          <div className="space-y-3">
            <p role="status" className="font-medium text-slate-900">
              {t('sessionsAdmin.import.summary', {
                rows: counts.rows,
                fresh: counts.new_sessions,
                existing: counts.existing_sessions,
                errors: counts.errors,
              })}
            </p>
            {!preview.can_commit && <Alert title={t('sessionsAdmin.import.hasErrors')} />}
            {preview.can_commit && counts.new_sessions === 0 && (
              <Alert variant="info" title={t('sessionsAdmin.import.nothingNew')} />
            )}
            <ol
              aria-label={t('sessionsAdmin.import.rows')}
              className="divide-y divide-slate-200 rounded-lg border border-slate-200"
            >
              {preview.rows.map((row) => (
                <li key={row.line} className="flex flex-col gap-1 p-3 text-sm sm:flex-row sm:gap-4">
                  <span className="shrink-0 text-slate-700 sm:w-20">
                    {t('sessionsAdmin.import.line', { line: row.line })}
                  </span>
                  <div className="min-w-0 flex-1">
                    <p className="font-medium [overflow-wrap:anywhere] text-slate-900">
                      {row.title}{' '}
                      <span className="font-normal text-slate-700">
                        · {t('sessionsAdmin.dayN', { day: row.day })} · {row.start_time}–{row.end_time}
                      </span>
                    </p>
                    {row.speakers.length > 0 && (
                      <p className="[overflow-wrap:anywhere] text-slate-700">
                        {row.speakers.map((s) => s.email).join(', ')}
                      </p>
                    )}
                    {row.status === 'error' && (
                      <ul className="mt-1 list-disc ps-5 text-red-800">
                        {row.errors.map((e) => (
                          <li key={e}>{e}</li>
                        ))}
                      </ul>
                    )}
                  </div>
                  <div className="shrink-0">
                    <Badge tone={STATUS_TONE[row.status]}>{t(STATUS_TEXT[row.status])}</Badge>
                  </div>
                </li>
              ))}
            </ol>
            {preview.can_commit && counts.new_sessions > 0 && (
              <Button onClick={() => void commit()} loading={busy === 'commit'}>
                {t('sessionsAdmin.import.commit', { count: counts.new_sessions })}
              </Button>
            )}
          </div>
        )}
      </section>
    </Card>
  );
}
