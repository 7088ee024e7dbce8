import type { AttendeesImportPreview, AttendeesImportResult, EventDetail } from '@atria/contracts/zod-free';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/input';
import { useI18n } from '../../../lib/i18n/i18n';
import { eventKeys } from '../../events';
import { commitImport, mailKeys, previewImport } from '../api';
import { importErrorsOf } from '../errors';
import { IMPORT_STATUS_KEY, IMPORT_STATUS_TONE } from '../labels';

/**
 * CSV import: choose a file, check it (a dry run listing every row with its problems), then import it. The file
 * is read again by the commit, which refuses it whole if anything changed for the worse meanwhile.
 */
export function ImportPanel({ event, announce }: { event: EventDetail; announce: (text: string) => void }) {
  const { t } = useI18n();
  const ids = useId();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<AttendeesImportPreview | null>(null);
  const [result, setResult] = useState<AttendeesImportResult | null>(null);
  const [fileErrors, setFileErrors] = useState<string[] | null>(null);
  const [busy, setBusy] = useState<'check' | 'commit' | null>(null);

  function choose(next: File | null) {
    setFile(next);
    setPreview(null);
    setResult(null);
    setFileErrors(null);
  }

  async function check() {
    if (!file) return;
    setBusy('check');
    setFileErrors(null);
    try {
      setPreview(await previewImport(event.id, file));
    } catch (e) {
      setPreview(null);
      setFileErrors(importErrorsOf(e));
    } finally {
      setBusy(null);
    }
  }

  async function commit() {
    if (!file) return;
    setBusy('commit');
    setFileErrors(null);
    try {
      const done = await commitImport(event.id, file);
      setResult(done);
      setPreview(null);
      announce(t('attendeesAdmin.import.done', { added: done.added, mails: done.mails_queued }));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: eventKeys.allUsers(event.id) }),
        queryClient.invalidateQueries({ queryKey: mailKeys.event(event.id) }),
      ]);
    } catch (e) {
      setFileErrors(importErrorsOf(e));
    } finally {
      setBusy(null);
    }
  }

  const toAdd = preview ? preview.counts.new_accounts + preview.counts.existing_accounts : 0;
  const shownRows = preview
    ? [...preview.rows].sort((a, b) => Number(b.errors.length > 0) - Number(a.errors.length > 0))
    : [];

  return (
    <div>
      <h3 className="text-lg font-semibold text-slate-900">{t('attendeesAdmin.import.heading')}</h3>
      <p className="mt-1 text-sm text-slate-700">{t('attendeesAdmin.import.help')}</p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="min-w-0 flex-1">
          <Label htmlFor={`${ids}-file`}>{t('attendeesAdmin.import.file')}</Label>
          <input
            ref={input}
            id={`${ids}-file`}
            type="file"
            accept=".csv,text/csv"
            className="block w-full rounded-lg border border-slate-300 bg-white p-2 text-sm text-slate-900 file:me-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-1.5 file:text-slate-800"
            onChange={(e) => choose(e.target.files?.[0] ?? null)}
          />
        </div>
        <Button variant="secondary" disabled={!file} loading={busy === 'check'} onClick={() => void check()}>
          {t('attendeesAdmin.import.check')}
        </Button>
      </div>

      <div aria-live="polite" className="mt-4 space-y-4">
        {fileErrors && (
          <Alert title={t('attendeesAdmin.import.fileError')}>
            <ul className="list-disc ps-5">
              {fileErrors.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          </Alert>
        )}
        {result && (
          <Alert
            variant="info"
            title={t('attendeesAdmin.import.done', { added: result.added, mails: result.mails_queued })}
          />
        )}
        {preview && (
          <div>
            <p className="text-sm text-slate-800">
              {t('attendeesAdmin.import.counts', {
                rows: preview.counts.rows,
                created: preview.counts.new_accounts,
                existing: preview.counts.existing_accounts,
                already: preview.counts.already_participants,
                errors: preview.counts.errors,
              })}
            </p>
            <p className="mt-1 text-sm font-medium text-slate-900">
              {preview.can_commit
                ? toAdd > 0
                  ? t('attendeesAdmin.import.ready')
                  : t('attendeesAdmin.import.nothingToAdd')
                : t('attendeesAdmin.import.hasErrors')}
            </p>
          </div>
        )}
      </div>

      {preview && (
        <>
          {preview.can_commit && toAdd > 0 && (
            <Button className="mt-4" loading={busy === 'commit'} onClick={() => void commit()}>
              {t('attendeesAdmin.import.commit', { count: toAdd })}
            </Button>
          )}
          <div className="mt-4 overflow-x-auto">
            <table className="w-full text-start text-sm">
              <caption className="sr-only">{t('attendeesAdmin.import.rows')}</caption>
              <thead className="hidden border-b border-slate-200 text-slate-600 md:table-header-group">
                <tr>
                  <th scope="col" className="py-2 pe-3 text-start font-medium whitespace-nowrap">
                    {t('attendeesAdmin.import.line')}
                  </th>
                  <th scope="col" className="py-2 pe-3 text-start font-medium whitespace-nowrap">
                    {t('attendeesAdmin.import.email')}
                  </th>
                  <th scope="col" className="py-2 pe-3 text-start font-medium whitespace-nowrap">
                    {t('attendeesAdmin.import.status')}
                  </th>
                  <th scope="col" className="py-2 text-start font-medium">
                    {t('attendeesAdmin.import.problems')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {shownRows.map((row) => (
                  <tr key={row.line} className="flex flex-col gap-1 py-3 align-top md:table-row md:py-0">
                    <td className="tabular-nums md:py-2 md:pe-3">
                      <span className="md:sr-only">{t('attendeesAdmin.import.line')} </span>
                      {row.line}
                    </td>
                    <td className="break-all md:py-2 md:pe-3 md:break-normal">{row.email}</td>
                    <td className="whitespace-nowrap md:py-2 md:pe-3">
                      <Badge tone={IMPORT_STATUS_TONE[row.status]}>{t(IMPORT_STATUS_KEY[row.status])}</Badge>
                    </td>
                    <td className="text-red-800 md:py-2">
                      {row.errors.length > 0 && (
                        <ul>
                          {row.errors.map((m) => (
                            <li key={m}>{m}</li>
                          ))}
                        </ul>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </div>
  );
}
