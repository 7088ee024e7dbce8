import { CreateTokenForm, TOKEN_EXPIRY_CHOICES, type CreatedToken, type PersonalToken } from '@atria/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { intlFormat, parseISO } from 'date-fns';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { SelectField } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { useContractMessages } from '../../../lib/i18n/contract-messages';
import { useI18n } from '../../../lib/i18n/i18n';
import { serverErrors } from '../../../lib/server-errors';
import { useContractForm } from '../../../lib/use-contract-form';
import { SettingsSection } from '../../../components/ui/settings-section';
import { createToken, developerKeys, revokeToken, tokenOrganizationsQueryOptions, tokensQueryOptions } from '../api';
import '../messages';

const FIELDS = ['name', 'access', 'organization', 'expires'] as const;
const EMPTY = { name: '', access: 'read', organization: '', expires: '90' } as const;

/** Settings, Personal access tokens: create one (shown once, with a copy button), the list, revoke. */
export function TokensSection() {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const { data, isPending, isError } = useQuery(tokensQueryOptions());
  const [created, setCreated] = useState<CreatedToken | null>(null);
  const [generation, setGeneration] = useState(0);
  const [status, setStatus] = useState<string | null>(null);

  return (
    <SettingsSection id="tokens" title={t('developer.tokens.title')} description={t('developer.tokens.description')}>
      {created ? (
        <NewToken token={created} onDone={() => setCreated(null)} />
      ) : (
        <TokenForm
          key={generation}
          onCreated={async (token) => {
            setCreated(token);
            setGeneration((g) => g + 1);
            setStatus(null);
            await queryClient.invalidateQueries({ queryKey: developerKeys.tokens() });
          }}
        />
      )}
      <div className="mt-6">
        {isPending && (
          <p className="flex items-center gap-2 text-slate-600">
            <Spinner /> {t('developer.tokens.loading')}
          </p>
        )}
        {isError && <Alert title={t('developer.tokens.loadError')} />}
        {data && data.tokens.length === 0 && <p className="text-sm text-slate-600">{t('developer.tokens.empty')}</p>}
        {data && data.tokens.length > 0 && (
          <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
            {data.tokens.map((token) => (
              <TokenRow key={token.id} token={token} onRevoked={setStatus} />
            ))}
          </ul>
        )}
      </div>
      <p role="status" className={status ? 'mt-4 text-sm text-slate-700' : undefined}>
        {status}
      </p>
    </SettingsSection>
  );
}

function TokenForm({ onCreated }: { onCreated: (token: CreatedToken) => Promise<void> }) {
  const { t } = useI18n();
  const inLanguage = useContractMessages();
  const organizations = useQuery(tokenOrganizationsQueryOptions());
  const form = useContractForm(CreateTokenForm, { ...EMPTY });
  const [failure, setFailure] = useState<string | null>(null);
  const onSubmit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      await onCreated(await createToken(body));
    } catch (error) {
      const report = serverErrors(error, [...FIELDS, 'organization_ids', 'expires_in_days']);
      if (report.fields.name) form.setFieldError('name', report.fields.name);
      if (report.fields.organization_ids) form.setFieldError('organization', report.fields.organization_ids);
      setFailure(
        (report.form && inLanguage(report.form)) ??
          (report.fields.name || report.fields.organization_ids ? null : t('developer.tokens.failed')),
      );
    }
  });
  const organizationOptions = [
    { value: '', label: t('developer.tokens.organization.all') },
    ...(organizations.data?.organizations ?? []).map((o) => ({ value: String(o.id), label: o.name })),
  ];
  const expiryOptions = TOKEN_EXPIRY_CHOICES.map((choice) => ({
    value: choice,
    label:
      choice === 'never'
        ? t('developer.tokens.expires.never')
        : t('developer.tokens.expires.days', { count: Number(choice) }),
  }));

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <TextField label={t('developer.tokens.name')} autoComplete="off" field={form.field('name')} />
      <div className="grid gap-5 sm:grid-cols-3">
        <SelectField
          label={t('developer.tokens.access')}
          options={[
            { value: 'read', label: t('developer.tokens.access.read') },
            { value: 'write', label: t('developer.tokens.access.write') },
          ]}
          field={form.field('access')}
        />
        <SelectField
          label={t('developer.tokens.organization')}
          options={organizationOptions}
          field={form.field('organization')}
        />
        <SelectField label={t('developer.tokens.expires')} options={expiryOptions} field={form.field('expires')} />
      </div>
      {failure && (
        <p role="alert" className="text-sm text-red-700">
          {failure}
        </p>
      )}
      <Button type="submit" loading={form.submitting}>
        {form.submitting ? t('developer.tokens.creating') : t('developer.tokens.create')}
      </Button>
    </form>
  );
}

/** The new token, once: a read-only field to select, a copy button, and Done. */
function NewToken({ token, onDone }: { token: CreatedToken; onDone: () => void }) {
  const { t } = useI18n();
  const [copied, setCopied] = useState(false);
  return (
    <div className="rounded-lg border border-green-200 bg-green-50 p-4">
      <p role="alert" className="text-sm font-medium text-green-900">
        {t('developer.tokens.created')}
      </p>
      <label className="sr-only" htmlFor="new-token">
        {token.name}
      </label>
      <input
        id="new-token"
        readOnly
        value={token.token}
        onFocus={(event) => event.currentTarget.select()}
        className="mt-3 block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 font-mono text-sm text-slate-900"
        dir="ltr"
      />
      <div className="mt-3 flex flex-wrap gap-3">
        <Button
          variant="secondary"
          onClick={() => {
            void navigator.clipboard
              ?.writeText(token.token)
              .then(() => setCopied(true))
              .catch(() => setCopied(false));
          }}
        >
          {t('developer.tokens.copy')}
        </Button>
        <Button onClick={onDone}>{t('developer.tokens.done')}</Button>
      </div>
      <p role="status" className="mt-2 text-sm text-green-900">
        {copied ? t('developer.tokens.copied') : null}
      </p>
    </div>
  );
}

function TokenRow({ token, onRevoked }: { token: PersonalToken; onRevoked: (message: string) => void }) {
  const { t, intl } = useI18n();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const when = (iso: string) => intlFormat(parseISO(iso), { dateStyle: 'medium' }, { locale: intl });
  const expired = token.expires_at !== null && Date.parse(token.expires_at) <= Date.now();
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
          <span className="break-all">{token.name}</span>
          <Badge tone={token.scopes.includes('write') ? 'amber' : 'gray'}>
            {token.scopes.includes('write') ? t('developer.tokens.readWrite') : t('developer.tokens.readOnly')}
          </Badge>
          {token.organization_ids && (
            <Badge>{t('developer.tokens.limited', { count: token.organization_ids.length })}</Badge>
          )}
          {expired && <Badge tone="red">{t('developer.tokens.expired')}</Badge>}
        </p>
        <p className="mt-0.5 text-sm text-slate-600">
          <code dir="ltr" className="font-mono">
            {token.prefix}…
          </code>
          {' · '}
          {token.last_used_at
            ? t('developer.tokens.lastUsed', { when: when(token.last_used_at) })
            : t('developer.tokens.neverUsed')}
          {' · '}
          {token.expires_at
            ? t('developer.tokens.expiresOn', { when: when(token.expires_at) })
            : t('developer.tokens.noExpiry')}
        </p>
      </div>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => setConfirming(true)}
        aria-label={t('developer.tokens.revokeLabel', { name: token.name })}
      >
        {t('developer.tokens.revoke')}
      </Button>
      {confirming && (
        <ConfirmDialog
          title={t('developer.tokens.revokeTitle')}
          confirmLabel={t('developer.tokens.revoke')}
          onClose={() => setConfirming(false)}
          onConfirm={async () => {
            await revokeToken(token.id);
            setConfirming(false);
            onRevoked(t('developer.tokens.revoked', { name: token.name }));
            await queryClient.invalidateQueries({ queryKey: developerKeys.tokens() });
          }}
        >
          <p>{t('developer.tokens.revokeBody', { name: token.name })}</p>
        </ConfirmDialog>
      )}
    </li>
  );
}
