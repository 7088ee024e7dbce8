import '../messages';
import { ICEBREAKER_MAX, UpdateNetworkingSettingsBody } from '@atria/contracts/network';
import type { EventDetail, NetworkingSettings } from '@atria/contracts/zod-free';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { FormSaveRow } from '../../../components/ui/form-save-row';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { TextAreaField } from '../../../components/ui/textarea';
import { api, isApiError } from '../../../lib/api-client';
import { describeError } from '../../../lib/describe-error';
import { contractForm } from '../../../lib/form-schema';
import { useContractMessages } from '../../../lib/i18n/contract-messages';
import { useI18n } from '../../../lib/i18n/i18n';
import { serverErrors } from '../../../lib/server-errors';
import { useContractForm } from '../../../lib/use-contract-form';
import { networkKeys, networkingSettingsQueryOptions } from '../api';

/** The form's fields as the inputs hold them, checked by the server's own body schema. */
const SettingsForm = contractForm(
  z.object({ directory: z.enum(['open', 'closed']), icebreaker: z.string() }),
  UpdateNetworkingSettingsBody,
  (v) => ({ directory_enabled: v.directory === 'open', icebreaker: v.icebreaker }),
);

/**
 * docs/networking.md#networking-settings: the event's networking settings for those who edit it. Whether the
 * attendee directory is open to everyone at the event, and the icebreaker prompt the connection dialog suggests.
 */
export function AdminNetworkingPage({ event }: { event: EventDetail }) {
  const { t } = useI18n();
  const settings = useQuery({ ...networkingSettingsQueryOptions(event.id), enabled: event.permissions.can_edit });
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('network.settings.heading')}</h1>
        <p className="mt-1 text-slate-700">{t('network.settings.intro')}</p>
      </header>
      {!event.permissions.can_edit ? (
        <Alert title={t('network.settings.notAllowed')} />
      ) : settings.isPending ? (
        <p className="flex items-center gap-2 text-slate-600">
          <Spinner /> {t('network.loading')}
        </p>
      ) : settings.isError ? (
        <Alert title={t('network.settings.loadError')} />
      ) : (
        <SettingsFormCard eventId={event.id} initial={settings.data} />
      )}
    </div>
  );
}

function SettingsFormCard({ eventId, initial }: { eventId: number; initial: NetworkingSettings }) {
  const { t } = useI18n();
  const inLanguage = useContractMessages();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const form = useContractForm(SettingsForm, {
    directory: initial.directory_enabled ? 'open' : 'closed',
    icebreaker: initial.icebreaker ?? '',
  });
  const directory = form.field('directory');
  const onSubmit = form.handleSubmit(async (body) => {
    setStatus('');
    setFormError(null);
    try {
      const saved = await api.network.updateEventSettings({ params: { id: eventId }, body });
      queryClient.setQueryData(networkKeys.settings(eventId), saved);
      // The directory's pages answer differently now (closed, or open again).
      await queryClient.invalidateQueries({ queryKey: ['network', 'directory', eventId] });
      setStatus(t('network.settings.saved'));
    } catch (error) {
      const report = serverErrors(error, ['icebreaker'] as const);
      if (report.fields.icebreaker) form.setFieldError('icebreaker', report.fields.icebreaker);
      const plain = isApiError(error) && error.data?.errors ? report.form : describeError(error);
      setFormError(plain && t('network.settings.saveFailed', { message: inLanguage(plain) }));
    }
  });
  const choices = [
    { value: 'open', label: t('network.settings.directoryOpen'), help: t('network.settings.directoryOpenHelp') },
    {
      value: 'closed',
      label: t('network.settings.directoryClosed'),
      help: t('network.settings.directoryClosedHelp'),
    },
  ] as const;
  return (
    <Card className="p-4 sm:p-6">
      <form noValidate onSubmit={onSubmit} className="space-y-6" aria-label={t('network.settings.heading')}>
        <fieldset className="space-y-3">
          <legend className="text-lg font-semibold text-slate-900">{t('network.settings.directory')}</legend>
          {choices.map((choice) => (
            <label
              key={choice.value}
              className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 p-3 has-[:checked]:border-primary-600 has-[:checked]:bg-primary-50"
            >
              <input
                type="radio"
                value={choice.value}
                name={directory.name}
                ref={directory.ref}
                onChange={directory.onChange}
                onBlur={directory.onBlur}
                className="mt-1 size-4 shrink-0"
              />
              <span className="min-w-0">
                <span className="block font-medium text-slate-900">{choice.label}</span>
                <span className="block text-sm text-slate-700">{choice.help}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <TextAreaField
          label={t('network.settings.icebreaker')}
          rows={3}
          hint={t('network.settings.icebreakerHelp', { max: ICEBREAKER_MAX, count: form.values.icebreaker.length })}
          field={form.field('icebreaker')}
        />
        {formError && <Alert title={formError} />}
        <FormSaveRow label={t('network.settings.save')} submitting={form.submitting} status={status} />
      </form>
    </Card>
  );
}
