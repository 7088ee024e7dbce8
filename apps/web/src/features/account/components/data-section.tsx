import type { DataExportJob } from '@atria/contracts/zod-free';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SettingsSection } from '../../../components/ui/settings-section';
import { Spinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api-client';
import { useI18n } from '../../../lib/i18n/i18n';
import '../messages';
import { accountKeys, dataExportQueryOptions, downloadDataExport, requestDataExport } from '../api';

/** An archive's size in the chosen language, e.g. '1.2 MB' or '340 kB'. */
function formatSize(intl: string, bytes: number): string {
  const [value, unit] =
    bytes >= 1_000_000 ? [bytes / 1_000_000, 'megabyte'] : [Math.max(bytes / 1000, 0.1), 'kilobyte'];
  return new Intl.NumberFormat(intl, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 }).format(
    value,
  );
}

const formatDay = (intl: string, iso: string): string =>
  new Intl.DateTimeFormat(intl, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/**
 * Settings, Your data (docs/product.md#settings): "Export my data" asks for an archive of everything about the
 * person; it is prepared in the background, so the status is polled until it is ready, then it can be downloaded
 * until it expires.
 */
export function DataSection() {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const { data, isError } = useQuery(dataExportQueryOptions());
  const [asking, setAsking] = useState(false);
  const [askFailed, setAskFailed] = useState<string | null>(null);
  const job = data?.export ?? null;
  const underWay = job?.status === 'PENDING' || job?.status === 'RUNNING';

  async function ask() {
    setAsking(true);
    setAskFailed(null);
    try {
      const answer = await requestDataExport();
      queryClient.setQueryData(accountKeys.dataExport(), answer);
    } catch (error) {
      setAskFailed(
        isApiError(error) && error.status === 429 ? t('account.export.tooOften') : t('account.export.error'),
      );
    } finally {
      setAsking(false);
    }
  }

  return (
    <SettingsSection id="your-data" title={t('account.export.title')} description={t('account.export.description')}>
      {isError && <Alert title={t('account.export.loadError')} />}
      {job && <ExportStatus job={job} />}
      {askFailed && <Alert className="mt-4" title={askFailed} />}
      <Button
        variant={job?.status === 'READY' ? 'secondary' : 'primary'}
        className="mt-5"
        onClick={() => void ask()}
        disabled={asking || underWay}
      >
        {t('account.export.button')}
      </Button>
    </SettingsSection>
  );
}

function ExportStatus({ job }: { job: DataExportJob }) {
  const { t, intl } = useI18n();
  const [downloading, setDownloading] = useState(false);
  const [failed, setFailed] = useState(false);

  async function download() {
    setDownloading(true);
    setFailed(false);
    try {
      await downloadDataExport();
    } catch {
      setFailed(true);
    } finally {
      setDownloading(false);
    }
  }

  if (job.status === 'PENDING' || job.status === 'RUNNING')
    return (
      <p role="status" className="flex items-center gap-2 text-slate-700">
        <Spinner /> {t('account.export.preparing')}
      </p>
    );
  if (job.status === 'FAILED') return <Alert title={t('account.export.failed')} />;
  return (
    <div className="rounded-lg border border-slate-200 p-4">
      <p role="status" className="text-slate-800">
        {t('account.export.ready', {
          size: formatSize(intl, job.size_bytes ?? 0),
          date: job.expires_at ? formatDay(intl, job.expires_at) : '',
        })}
      </p>
      <Button className="mt-3" onClick={() => void download()} disabled={downloading}>
        {t('account.export.download')}
      </Button>
      {failed && <Alert className="mt-3" title={t('account.export.downloadFailed')} />}
    </div>
  );
}
