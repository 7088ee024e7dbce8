import '../messages';
import { ResolveReportForm } from '@atria/contracts/network';
import type { Report } from '@atria/contracts/zod-free';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { TextAreaField } from '../../../components/ui/textarea';
import { api, isApiError } from '../../../lib/api-client';
import { useI18n } from '../../../lib/i18n/i18n';
import { useContractForm } from '../../../lib/use-contract-form';
import { networkKeys, reportsQueryOptions } from '../api';
import { imageUrl } from '../image';
import { describeError } from '../../../lib/describe-error';

type Status = 'OPEN' | 'RESOLVED';

/**
 * docs/networking.md#reports: the event's report queue for its moderators (event MODERATOR, ORGANIZER, ADMIN,
 * organization OWNER and ADMIN; the server answers 403 to others). Open reports oldest first, each resolved with
 * an optional note; resolved ones on their own tab.
 */
export function ReportsPage({ eventId }: { eventId: number }) {
  const { t, intl } = useI18n();
  const [status, setStatus] = useState<Status>('OPEN');
  const [page, setPage] = useState(1);
  const list = useQuery(reportsQueryOptions(eventId, status, page));
  const forbidden = list.isError && isApiError(list.error) && list.error.status === 403;
  const when = new Intl.DateTimeFormat(intl, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section aria-labelledby="reports-heading" className="mx-auto max-w-4xl">
      <h1 id="reports-heading" className="text-2xl font-bold tracking-tight text-slate-900">
        {t('network.reports.heading')}
      </h1>
      <p className="mt-1 text-slate-700">{t('network.reports.intro')}</p>
      <div role="group" aria-label={t('network.reports.heading')} className="mt-6 flex flex-wrap gap-2">
        {(['OPEN', 'RESOLVED'] as const).map((s) => (
          <button
            key={s}
            type="button"
            aria-pressed={status === s}
            onClick={() => {
              setStatus(s);
              setPage(1);
            }}
            className={
              status === s
                ? 'rounded-lg bg-primary-600 px-3 py-1.5 text-sm font-semibold text-white'
                : 'rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-50'
            }
          >
            {s === 'OPEN' ? t('network.reports.open') : t('network.reports.resolved')}
          </button>
        ))}
      </div>
      <p role="status" aria-live="polite" className="mt-4 text-sm text-slate-700">
        {list.data ? t('network.reports.count', { count: list.data.total_items }) : ''}
      </p>
      {list.isPending && (
        <p className="mt-6 flex items-center gap-2 text-slate-600">
          <Spinner /> {t('network.loading')}
        </p>
      )}
      {list.isError && (
        <Alert title={forbidden ? t('network.reports.forbidden') : t('network.reports.error')} className="mt-6" />
      )}
      {list.data && list.data.reports.length === 0 && (
        <p className="mt-6 text-slate-700">
          {status === 'OPEN' ? t('network.reports.emptyOpen') : t('network.reports.emptyResolved')}
        </p>
      )}
      {list.data && list.data.reports.length > 0 && (
        <ul className="mt-4 space-y-4" data-testid="reports">
          {list.data.reports.map((r) => (
            <li key={r.id}>
              <ReportCard report={r} eventId={eventId} when={(iso) => when.format(new Date(iso))} />
            </li>
          ))}
        </ul>
      )}
      {list.data && list.data.total_pages > 1 && (
        <nav className="mt-6 flex items-center justify-between gap-4" aria-label={t('network.reports.heading')}>
          <Button variant="secondary" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            {t('network.previous')}
          </Button>
          <span className="text-sm text-slate-700">{t('network.pageOf', { page, pages: list.data.total_pages })}</span>
          <Button variant="secondary" disabled={page >= list.data.total_pages} onClick={() => setPage((p) => p + 1)}>
            {t('network.next')}
          </Button>
        </nav>
      )}
    </section>
  );
}

function ReportCard({ report: r, eventId, when }: { report: Report; eventId: number; when: (iso: string) => string }) {
  const { t } = useI18n();
  const reported = r.reported?.full_name ?? t('network.reports.deletedUser');
  const reporter = r.reporter?.full_name ?? t('network.reports.deletedUser');
  return (
    <Card className="space-y-3 p-4">
      <div className="flex items-center gap-3">
        <Avatar name={reported} imageUrl={imageUrl(r.reported?.avatar, 40)} size="base" />
        <div className="min-w-0">
          <h2 className="font-semibold break-words text-slate-900">
            {r.message ? t('network.reports.messageBy', { name: reported }) : reported}
          </h2>
          <p className="text-sm text-slate-700">
            {t('network.reports.reportedBy', { name: reporter, when: when(r.created_at) })}
          </p>
        </div>
      </div>
      {r.message && (
        <blockquote className="rounded-lg border-s-4 border-slate-300 bg-slate-50 px-3 py-2 text-sm break-words whitespace-pre-wrap text-slate-800">
          {r.message.content}
        </blockquote>
      )}
      <p className="break-words whitespace-pre-wrap text-slate-800">
        <span className="font-medium">{t('network.reports.reason')}</span> {r.reason}
      </p>
      {r.status === 'RESOLVED' ? (
        <p className="text-sm text-emerald-800">
          {r.resolution
            ? t('network.reports.resolvedWith', { when: when(r.resolved_at ?? r.created_at), note: r.resolution })
            : t('network.reports.resolvedAt', { when: when(r.resolved_at ?? r.created_at) })}
        </p>
      ) : (
        <ResolveForm report={r} eventId={eventId} name={reported} />
      )}
    </Card>
  );
}

function ResolveForm({ report, eventId, name }: { report: Report; eventId: number; name: string }) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const form = useContractForm(ResolveReportForm, { resolution: '' });
  const [error, setError] = useState<string | null>(null);
  const onSubmit = form.handleSubmit(async ({ resolution }) => {
    setError(null);
    try {
      await api.network.resolveReport({
        params: { id: eventId, reportId: report.id },
        body: { resolution: resolution || null },
      });
    } catch (e) {
      setError(describeError(e));
    }
    await queryClient.invalidateQueries({ queryKey: networkKeys.all });
  });
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-3">
      <TextAreaField label={t('network.reports.note', { name })} rows={2} field={form.field('resolution')} />
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <Button type="submit" size="sm" loading={form.submitting}>
        {t('network.reports.resolve')}
      </Button>
    </form>
  );
}
