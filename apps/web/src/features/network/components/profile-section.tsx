import '../messages';
import { ProfileForm, profileFormBody } from '@atria/contracts';
import type { User } from '@atria/contracts/zod-free';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormSaveRow } from '../../../components/ui/form-save-row';
import { TextField } from '../../../components/ui/text-field';
import { TextAreaField } from '../../../components/ui/textarea';
import { api } from '../../../lib/api-client';
import { useContractMessages } from '../../../lib/i18n/contract-messages';
import { useI18n } from '../../../lib/i18n/i18n';
import { serverErrors } from '../../../lib/server-errors';
import { useContractForm } from '../../../lib/use-contract-form';
import { dispatchAuth, useAuth } from '../../auth';
import { networkKeys } from '../api';

const FIELDS = ['first_name', 'last_name', 'title', 'company_name', 'bio', 'linkedin', 'website'] as const;

/** "My network": the caller's profile as others see it (docs/networking.md#privacy), checked with the server's rules. */
export function ProfileSection() {
  const { t } = useI18n();
  const { user } = useAuth();
  if (!user) return null;
  return (
    <section aria-labelledby="profile-heading" className="space-y-4">
      <div>
        <h2 id="profile-heading" className="text-2xl font-bold tracking-tight text-slate-900">
          {t('network.profile.heading')}
        </h2>
        <p className="mt-1 text-slate-700">{t('network.profile.intro')}</p>
      </div>
      <ProfileEditForm user={user} />
    </section>
  );
}

function ProfileEditForm({ user }: { user: User }) {
  const { t } = useI18n();
  const inLanguage = useContractMessages();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<string | null>(null);
  const form = useContractForm(ProfileForm, {
    first_name: user.first_name,
    last_name: user.last_name,
    title: user.title ?? '',
    company_name: user.company_name ?? '',
    bio: user.bio ?? '',
    linkedin: user.social_links.linkedin ?? '',
    website: user.social_links.website ?? '',
  });
  const onSubmit = form.handleSubmit(async (values) => {
    setStatus(null);
    try {
      const saved = await api.users.update({ params: { id: user.id }, body: profileFormBody(values) });
      dispatchAuth({ type: 'updateProfile', changes: saved });
      await queryClient.invalidateQueries({ queryKey: networkKeys.all });
      setStatus(t('network.profile.saved'));
    } catch (error) {
      const report = serverErrors(error, FIELDS);
      for (const field of FIELDS) {
        const message = report.fields[field];
        if (message) form.setFieldError(field, message);
      }
      if (report.form) setStatus(inLanguage(report.form));
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={t('network.profile.firstName')} autoComplete="given-name" field={form.field('first_name')} />
        <TextField label={t('network.profile.lastName')} autoComplete="family-name" field={form.field('last_name')} />
        <TextField label={t('network.profile.headline')} field={form.field('title')} />
        <TextField
          label={t('network.profile.company')}
          autoComplete="organization"
          field={form.field('company_name')}
        />
      </div>
      <TextAreaField label={t('network.profile.bio')} rows={4} field={form.field('bio')} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={t('network.profile.website')} type="url" autoComplete="url" field={form.field('website')} />
        <TextField label={t('network.profile.linkedin')} type="url" field={form.field('linkedin')} />
      </div>
      <FormSaveRow label={t('network.profile.save')} submitting={form.submitting} status={status} />
    </form>
  );
}
