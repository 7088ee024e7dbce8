import './messages';
import { NotificationPreferencesForm } from '@atria/contracts/notifications';
import { REMINDER_MINUTES, type NotificationPreferences } from '@atria/contracts/zod-free';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { SelectField } from '../../components/ui/select';
import { Spinner } from '../../components/ui/spinner';
import { useI18n } from '../../lib/i18n/i18n';
import { useContractForm } from '../../lib/use-contract-form';
import { notificationKeys, preferencesQueryOptions, updatePreferences } from './api';

/** Settings, Notifications: when to be reminded of bookmarked sessions, and where (docs/notifications.md). */
export function NotificationSettingsSection() {
  const { t } = useI18n();
  const { data } = useQuery(preferencesQueryOptions());
  // Laid out like the other sections of Settings: a card labelled by its heading.
  return (
    <Card className="p-5 sm:p-8">
      <section aria-labelledby="notifications-title">
        <h3 id="notifications-title" className="text-lg font-semibold text-slate-900">
          {t('notifications.settings.title')}
        </h3>
        <p className="mt-1 text-sm text-slate-600">{t('notifications.settings.description')}</p>
        <div className="mt-5">{data ? <PreferencesForm preferences={data} /> : <Spinner />}</div>
      </section>
    </Card>
  );
}

function PreferencesForm({ preferences }: { preferences: NotificationPreferences }) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<string | null>(null);
  const form = useContractForm(NotificationPreferencesForm, {
    reminder_minutes: preferences.reminder_minutes === null ? 'off' : String(preferences.reminder_minutes),
    in_app: preferences.in_app ? 'on' : 'off',
    email: preferences.email ? 'on' : 'off',
  });
  const onSubmit = form.handleSubmit(async (body) => {
    setStatus(null);
    try {
      const saved = await updatePreferences(body);
      setStatus(t('notifications.settings.saved'));
      queryClient.setQueryData(notificationKeys.preferences(), saved);
    } catch {
      setStatus(t('notifications.settings.failed'));
    }
  });
  const onOff = [
    { value: 'on', label: t('notifications.settings.on') },
    { value: 'off', label: t('notifications.settings.off') },
  ];
  const leads = [
    { value: 'off', label: t('notifications.settings.leadOff') },
    ...REMINDER_MINUTES.map((m) => ({
      value: String(m),
      label:
        m === 0 ? t('notifications.settings.leadAtStart') : t('notifications.settings.leadMinutes', { minutes: m }),
    })),
  ];
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-3">
        <SelectField label={t('notifications.settings.lead')} options={leads} field={form.field('reminder_minutes')} />
        <SelectField label={t('notifications.settings.inApp')} options={onOff} field={form.field('in_app')} />
        <SelectField label={t('notifications.settings.email')} options={onOff} field={form.field('email')} />
      </div>
      <Button type="submit" loading={form.submitting}>
        {t('notifications.settings.save')}
      </Button>
      <p role="status" className={status ? 'text-sm text-slate-700' : undefined}>
        {status}
      </p>
    </form>
  );
}
