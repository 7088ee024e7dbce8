import {
  WEBHOOK_EVENT_TYPES,
  WebhookForm,
  type Webhook,
  type WebhookDelivery,
  type WebhookEventType,
  type WebhookWithSecret,
} from '@atria/contracts/webhooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { intlFormat, parseISO } from 'date-fns';
import { useId, useState } from 'react';
import { usePageTitle } from '../../../components/layout/page-title';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { SettingsSection } from '../../../components/ui/settings-section';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { useContractMessages } from '../../../lib/i18n/contract-messages';
import { useI18n } from '../../../lib/i18n/i18n';
import { serverErrors } from '../../../lib/server-errors';
import { useContractForm } from '../../../lib/use-contract-form';
import {
  createWebhook,
  deleteWebhook,
  redeliverWebhook,
  rotateWebhookSecret,
  sendTestWebhook,
  updateWebhook,
  webhookDeliveriesQueryOptions,
  webhookKeys,
  webhooksQueryOptions,
} from '../api';
import '../messages';

const EMPTY = { url: '', description: '', event_types: 'event,session' };

/** Each kind's label, spelled out so the catalog checks see every key. */
const TYPE_LABELS = {
  event: 'developer.webhooks.type.event',
  session: 'developer.webhooks.type.session',
  participant: 'developer.webhooks.type.participant',
  invitation: 'developer.webhooks.type.invitation',
  sponsor: 'developer.webhooks.type.sponsor',
  poll: 'developer.webhooks.type.poll',
} as const;

/** /app/organizations/{id}/webhooks: register endpoints, their secrets once, their delivery logs. */
export function WebhooksPage({ orgId }: { orgId: number }) {
  const { t } = useI18n();
  usePageTitle(t('developer.webhooks.title'));
  const queryClient = useQueryClient();
  const list = useQuery(webhooksQueryOptions(orgId));
  const [secret, setSecret] = useState<WebhookWithSecret | null>(null);
  const [generation, setGeneration] = useState(0);
  const refresh = () => queryClient.invalidateQueries({ queryKey: webhookKeys.list(orgId) });

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <SettingsSection
        id="webhook-new"
        title={t('developer.webhooks.add')}
        description={t('developer.webhooks.description')}
      >
        {secret ? (
          <NewSecret webhook={secret} onDone={() => setSecret(null)} />
        ) : (
          <WebhookCreateForm
            key={generation}
            orgId={orgId}
            onCreated={async (created) => {
              setSecret(created);
              setGeneration((g) => g + 1);
              await refresh();
            }}
          />
        )}
      </SettingsSection>
      <SettingsSection
        id="webhook-list"
        title={t('developer.webhooks.list')}
        description={t('developer.webhooks.listHint')}
      >
        {list.isPending && (
          <p className="flex items-center gap-2 text-slate-600">
            <Spinner /> {t('developer.webhooks.loading')}
          </p>
        )}
        {list.isError && <Alert title={t('developer.webhooks.loadError')} />}
        {list.data && list.data.webhooks.length === 0 && (
          <p className="text-sm text-slate-600">{t('developer.webhooks.empty')}</p>
        )}
        {list.data && list.data.webhooks.length > 0 && (
          <ul className="space-y-4">
            {list.data.webhooks.map((webhook) => (
              <WebhookItem key={webhook.id} orgId={orgId} webhook={webhook} onSecret={setSecret} onChanged={refresh} />
            ))}
          </ul>
        )}
      </SettingsSection>
    </div>
  );
}

function WebhookCreateForm({
  orgId,
  onCreated,
}: {
  orgId: number;
  onCreated: (w: WebhookWithSecret) => Promise<void>;
}) {
  const { t } = useI18n();
  const inLanguage = useContractMessages();
  const form = useContractForm(WebhookForm, { ...EMPTY });
  const [failure, setFailure] = useState<string | null>(null);
  const groupId = useId();
  const chosen = new Set(form.values.event_types.split(',').filter(Boolean));
  const typesError = form.field('event_types').error;
  const toggle = (type: WebhookEventType, on: boolean) => {
    const next = WEBHOOK_EVENT_TYPES.filter((t2) => (t2 === type ? on : chosen.has(t2)));
    form.setFieldValues({ event_types: next.join(',') });
  };
  const onSubmit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      await onCreated(await createWebhook(orgId, body));
    } catch (error) {
      const report = serverErrors(error, ['url', 'description', 'event_types']);
      if (report.fields.url) form.setFieldError('url', report.fields.url);
      if (report.fields.event_types) form.setFieldError('event_types', report.fields.event_types);
      setFailure(
        (report.form && inLanguage(report.form)) ??
          (report.fields.url || report.fields.event_types ? null : t('developer.webhooks.failed')),
      );
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <TextField
        label={t('developer.webhooks.url')}
        type="url"
        dir="ltr"
        autoComplete="off"
        field={form.field('url')}
      />
      <TextField
        label={t('developer.webhooks.descriptionField')}
        autoComplete="off"
        field={form.field('description')}
      />
      <fieldset aria-describedby={typesError ? `${groupId}-error` : undefined}>
        <legend className="text-sm font-medium text-slate-800">{t('developer.webhooks.events')}</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-3">
          {WEBHOOK_EVENT_TYPES.map((type) => (
            <label key={type} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                className="size-4"
                checked={chosen.has(type)}
                onChange={(e) => toggle(type, e.target.checked)}
              />
              {t(TYPE_LABELS[type])}
            </label>
          ))}
        </div>
        {typesError && (
          <p id={`${groupId}-error`} className="mt-1 text-sm text-red-700">
            {typesError}
          </p>
        )}
      </fieldset>
      <p className="text-sm text-slate-600">{t('developer.webhooks.privacy')}</p>
      {failure && (
        <p role="alert" className="text-sm text-red-700">
          {failure}
        </p>
      )}
      <Button type="submit" loading={form.submitting}>
        {t('developer.webhooks.create')}
      </Button>
    </form>
  );
}

/** The signing secret, once, after creating an endpoint or rotating its secret. */
function NewSecret({ webhook, onDone }: { webhook: WebhookWithSecret; onDone: () => void }) {
  const { t } = useI18n();
  const [copied, setCopied] = useState(false);
  return (
    <div className="rounded-lg border border-green-200 bg-green-50 p-4">
      <p role="alert" className="text-sm font-medium text-green-900">
        {t('developer.webhooks.secretShown')}
      </p>
      <label className="mt-3 block text-sm font-medium text-green-900" htmlFor="webhook-secret">
        {t('developer.webhooks.secret')}
      </label>
      <input
        id="webhook-secret"
        readOnly
        value={webhook.secret}
        onFocus={(event) => event.currentTarget.select()}
        className="mt-1 block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 font-mono text-sm text-slate-900"
        dir="ltr"
      />
      <div className="mt-3 flex flex-wrap gap-3">
        <Button
          variant="secondary"
          onClick={() => {
            void navigator.clipboard
              ?.writeText(webhook.secret)
              .then(() => setCopied(true))
              .catch(() => setCopied(false));
          }}
        >
          {t('developer.webhooks.copy')}
        </Button>
        <Button onClick={onDone}>{t('developer.webhooks.done')}</Button>
      </div>
      <p role="status" className="mt-2 text-sm text-green-900">
        {copied ? t('developer.webhooks.copied') : null}
      </p>
    </div>
  );
}

function WebhookItem({
  orgId,
  webhook,
  onSecret,
  onChanged,
}: {
  orgId: number;
  webhook: Webhook;
  onSecret: (w: WebhookWithSecret) => void;
  onChanged: () => Promise<void>;
}) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const [showLog, setShowLog] = useState(false);
  const [confirming, setConfirming] = useState<'delete' | 'rotate' | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const logId = useId();
  const state = webhook.enabled
    ? { tone: 'green' as const, label: t('developer.webhooks.enabled') }
    : webhook.disabled_reason === 'failing'
      ? { tone: 'red' as const, label: t('developer.webhooks.turnedOff') }
      : { tone: 'gray' as const, label: t('developer.webhooks.disabled') };
  const label = webhook.description || webhook.url;
  return (
    <li className="rounded-lg border border-slate-200 p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2">
            <code dir="ltr" className="break-all font-mono text-sm text-slate-900">
              {webhook.url}
            </code>
            <Badge tone={state.tone}>{state.label}</Badge>
          </p>
          {webhook.description && <p className="mt-1 text-sm text-slate-700">{webhook.description}</p>}
          <p className="mt-1 flex flex-wrap gap-1">
            {webhook.event_types.map((type) => (
              <Badge key={type}>{t(TYPE_LABELS[type])}</Badge>
            ))}
          </p>
          <p className="mt-1 text-xs text-slate-600">
            {t('developer.webhooks.secretPrefix')}{' '}
            <code dir="ltr" className="font-mono">
              {webhook.secret_prefix}…
            </code>
          </p>
        </div>
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="secondary"
          aria-label={t('developer.webhooks.sendTestLabel', { name: label })}
          onClick={async () => {
            await sendTestWebhook(orgId, webhook.id);
            setStatus(t('developer.webhooks.testQueued'));
            setShowLog(true);
            await queryClient.invalidateQueries({ queryKey: webhookKeys.deliveries(orgId, webhook.id) });
          }}
        >
          {t('developer.webhooks.sendTest')}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          aria-expanded={showLog}
          aria-controls={logId}
          onClick={() => setShowLog((s) => !s)}
        >
          {showLog ? t('developer.webhooks.hideLog') : t('developer.webhooks.showLog')}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          onClick={async () => {
            await updateWebhook(orgId, webhook.id, { enabled: !webhook.enabled });
            await onChanged();
          }}
        >
          {webhook.enabled ? t('developer.webhooks.disable') : t('developer.webhooks.enable')}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => setConfirming('rotate')}>
          {t('developer.webhooks.rotate')}
        </Button>
        <Button
          size="sm"
          variant="danger"
          aria-label={t('developer.webhooks.deleteLabel', { name: label })}
          onClick={() => setConfirming('delete')}
        >
          {t('developer.webhooks.delete')}
        </Button>
      </div>
      <p role="status" className={status ? 'mt-2 text-sm text-slate-700' : undefined}>
        {status}
      </p>
      {showLog && (
        <div id={logId}>
          <DeliveryLog orgId={orgId} webhookId={webhook.id} />
        </div>
      )}
      {confirming === 'delete' && (
        <ConfirmDialog
          title={t('developer.webhooks.deleteTitle')}
          confirmLabel={t('developer.webhooks.delete')}
          onClose={() => setConfirming(null)}
          onConfirm={async () => {
            await deleteWebhook(orgId, webhook.id);
            setConfirming(null);
            await onChanged();
          }}
        >
          <p>{t('developer.webhooks.deleteBody')}</p>
        </ConfirmDialog>
      )}
      {confirming === 'rotate' && (
        <ConfirmDialog
          title={t('developer.webhooks.rotateTitle')}
          confirmLabel={t('developer.webhooks.rotate')}
          onClose={() => setConfirming(null)}
          onConfirm={async () => {
            const rotated = await rotateWebhookSecret(orgId, webhook.id);
            setConfirming(null);
            onSecret(rotated);
            window.scrollTo({ top: 0 });
            await onChanged();
          }}
        >
          <p>{t('developer.webhooks.rotateBody')}</p>
        </ConfirmDialog>
      )}
    </li>
  );
}

function DeliveryLog({ orgId, webhookId }: { orgId: number; webhookId: number }) {
  const { t, intl } = useI18n();
  const queryClient = useQueryClient();
  const log = useQuery(webhookDeliveriesQueryOptions(orgId, webhookId));
  const when = (iso: string | null) =>
    iso ? intlFormat(parseISO(iso), { dateStyle: 'short', timeStyle: 'medium' }, { locale: intl }) : '—';
  const statusBadge = (d: WebhookDelivery) =>
    d.status === 'delivered' ? (
      <Badge tone="green">{t('developer.webhooks.status.delivered')}</Badge>
    ) : d.status === 'failed' ? (
      <Badge tone="red">{t('developer.webhooks.status.failed')}</Badge>
    ) : (
      <Badge tone="amber">{t('developer.webhooks.status.pending')}</Badge>
    );
  if (log.isPending)
    return (
      <p className="mt-3 flex items-center gap-2 text-sm text-slate-600">
        <Spinner /> {t('developer.webhooks.loading')}
      </p>
    );
  if (log.isError) return <Alert title={t('developer.webhooks.loadError')} className="mt-3" />;
  if (log.data.deliveries.length === 0)
    return <p className="mt-3 text-sm text-slate-600">{t('developer.webhooks.noDeliveries')}</p>;
  return (
    <div className="mt-3 overflow-x-auto">
      <table className="w-full min-w-[40rem] text-start text-sm">
        <caption className="sr-only">{t('developer.webhooks.logCaption')}</caption>
        <thead className="text-xs text-slate-600">
          <tr>
            <th scope="col" className="py-1 pe-3 text-start font-medium">
              {t('developer.webhooks.col.event')}
            </th>
            <th scope="col" className="py-1 pe-3 text-start font-medium">
              {t('developer.webhooks.col.status')}
            </th>
            <th scope="col" className="py-1 pe-3 text-start font-medium">
              {t('developer.webhooks.col.attempts')}
            </th>
            <th scope="col" className="py-1 pe-3 text-start font-medium">
              {t('developer.webhooks.col.response')}
            </th>
            <th scope="col" className="py-1 pe-3 text-start font-medium">
              {t('developer.webhooks.col.when')}
            </th>
            <th scope="col" className="py-1 text-start font-medium">
              <span className="sr-only">{t('developer.webhooks.col.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {log.data.deliveries.map((d) => (
            <tr key={d.id}>
              <td className="py-2 pe-3">
                <code dir="ltr" className="font-mono">
                  {d.event_type}
                </code>
              </td>
              <td className="py-2 pe-3">{statusBadge(d)}</td>
              <td className="py-2 pe-3">{d.attempts}</td>
              <td className="py-2 pe-3">
                <span dir="ltr">
                  {d.last_status_code ?? '—'}
                  {d.last_duration_ms !== null ? ' · ' : null}
                  {d.last_duration_ms !== null ? t('developer.webhooks.duration', { ms: d.last_duration_ms }) : null}
                </span>
                {d.last_error && <span className="block text-xs text-red-700">{d.last_error}</span>}
              </td>
              <td className="py-2 pe-3 text-xs text-slate-700">
                {d.status === 'pending' && d.attempts > 0
                  ? t('developer.webhooks.nextRetry', { when: when(d.next_attempt_at) })
                  : when(d.last_attempt_at ?? d.created_at)}
              </td>
              <td className="py-2">
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={t('developer.webhooks.redeliverLabel', { event: d.event_type, id: d.id })}
                  onClick={async () => {
                    await redeliverWebhook(orgId, webhookId, d.id);
                    await queryClient.invalidateQueries({ queryKey: webhookKeys.deliveries(orgId, webhookId) });
                  }}
                >
                  {t('developer.webhooks.redeliver')}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
