import { ChangeNameForm, type User } from '@atria/contracts';
import { useState } from 'react';
import { FormSaveRow } from '../../../components/ui/form-save-row';
import { TextField } from '../../../components/ui/text-field';
import { serverErrors } from '../../../lib/server-errors';
import { useI18n } from '../../../lib/i18n/i18n';
import '../messages';
import { useContractForm } from '../../../lib/use-contract-form';
import { dispatchAuth } from '../../auth';
import { changeName } from '../api';
import { SettingsSection } from '../../../components/ui/settings-section';

const FIELDS = ['first_name', 'last_name'] as const;

/** Settings, Profile: the person's first and last name (a profile edit). */
export function ProfileSection({ user }: { user: User }) {
  const { t } = useI18n();
  const form = useContractForm(ChangeNameForm, { first_name: user.first_name, last_name: user.last_name });
  const [status, setStatus] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (body) => {
    setStatus(null);
    try {
      const updated = await changeName(user.id, body);
      dispatchAuth({
        type: 'updateProfile',
        changes: { first_name: updated.first_name, last_name: updated.last_name, full_name: updated.full_name },
      });
      setStatus(t('account.profile.saved'));
    } catch (error) {
      const report = serverErrors(error, FIELDS);
      for (const field of FIELDS) {
        const message = report.fields[field];
        if (message) form.setFieldError(field, message);
      }
      if (report.form) setStatus(report.form);
    }
  });

  return (
    <SettingsSection id="profile" title={t('account.profile.title')} description={t('account.profile.description')}>
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={t('account.profile.firstName')}
            autoComplete="given-name"
            field={form.field('first_name')}
          />
          <TextField label={t('account.profile.lastName')} autoComplete="family-name" field={form.field('last_name')} />
        </div>
        <FormSaveRow label={t('account.profile.save')} submitting={form.submitting} status={status} />
      </form>
    </SettingsSection>
  );
}
