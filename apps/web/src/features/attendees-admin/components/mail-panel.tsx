import { isEnumValue, type EventDetail, type OutboxStatus } from '@atria/contracts/zod-free';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Label } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { formatLongDate } from '../../../lib/dates';
import { useI18n } from '../../../lib/i18n/i18n';
import { eventMailQueryOptions } from '../api';
import { MAIL_STATUS_KEY, MAIL_STATUS_TONE } from '../labels';
import { Pager } from './pager';

const STATUSES = ['pending', 'sent', 'failed', 'held'] as const satisfies readonly OutboxStatus[];

/** "Sent mail": the event's outbox, newest first, with each mail's state and last error (never its body). */
export function MailPanel({ event }: { event: EventDetail }) {
  const { t } = useI18n();
  const ids = useId();
  const [status, setStatus] = useState<OutboxStatus | ''>('');
  const [page, setPage] = useState(1);
  const mail = useQuery(eventMailQueryOptions(event.id, status, page));
  const rows = mail.data?.mail ?? [];
  return (
    <div>
      <p className="text-sm text-slate-700">{t('attendeesAdmin.mail.help')}</p>
      <div className="mt-3 max-w-xs">
        <Label htmlFor={`${ids}-status`}>{t('attendeesAdmin.mail.filter')}</Label>
        <Select
          id={`${ids}-status`}
          value={status}
          onChange={(e) => {
            const v = e.target.value;
            setStatus(isEnumValue(STATUSES, v) ? v : '');
            setPage(1);
          }}
          options={[
            { value: '', label: t('attendeesAdmin.mail.allStates') },
            ...STATUSES.map((s) => ({ value: s, label: t(MAIL_STATUS_KEY[s]) })),
          ]}
        />
      </div>
      {mail.isPending && (
        <p className="flex items-center gap-2 py-6 text-slate-600">
          <Spinner /> {t('attendeesAdmin.loading')}
        </p>
      )}
      {mail.isError && <Alert title={t('attendeesAdmin.loadError')} className="my-4" />}
      {mail.data && rows.length === 0 && <p className="py-6 text-slate-600">{t('attendeesAdmin.mail.empty')}</p>}
      {rows.length > 0 && (
        <ul className="mt-4 divide-y divide-slate-100" aria-label={t('attendeesAdmin.tab.mail')}>
          {rows.map((m) => (
            <li key={m.id} className="py-3 text-sm">
              <div className="flex flex-wrap items-center gap-2">
                <Badge tone={MAIL_STATUS_TONE[m.status]}>{t(MAIL_STATUS_KEY[m.status])}</Badge>
                <span className="break-all text-slate-900">
                  {t('attendeesAdmin.mail.to')}: {m.recipient}
                </span>
              </div>
              <p className="mt-1 break-words text-slate-800">{m.summary}</p>
              <p className="mt-1 text-slate-600">
                {t('attendeesAdmin.mail.created')}: {formatLongDate(m.created_at)}
              </p>
              {m.last_error && <p className="mt-1 break-words text-red-800">{m.last_error}</p>}
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} pages={mail.data?.total_pages ?? 0} onPage={setPage} />
    </div>
  );
}
