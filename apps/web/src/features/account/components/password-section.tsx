import { ChangePasswordForm } from '@atria/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { serverErrors } from '../../../lib/server-errors';
import { useI18n } from '../../../lib/i18n/i18n';
import '../messages';
import { useContractForm } from '../../../lib/use-contract-form';
import { accountKeys, changePassword } from '../api';
import { refusalMessage } from '../errors';
import { SettingsSection } from '../../../components/ui/settings-section';

const FIELDS = ['current_password', 'new_password', 'new_password_confirm'] as const;
const EMPTY = { current_password: '', new_password: '', new_password_confirm: '' };

/** Settings, Password: the current one, the new one twice. Changing it logs out every other login. */
export function PasswordSection() {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  // A new form after each change: the fields start empty and untouched again.
  const [generation, setGeneration] = useState(0);
  const [status, setStatus] = useState<string | null>(null);
  return (
    <SettingsSection id="password" title={t('account.password.title')} description={t('account.password.description')}>
      <PasswordForm
        key={generation}
        onChanged={async () => {
          setGeneration((g) => g + 1);
          setStatus(t('account.password.changed'));
          await queryClient.invalidateQueries({ queryKey: accountKeys.logins() });
        }}
        onError={setStatus}
      />
      <p role="status" className={status ? 'mt-4 text-sm text-slate-700' : undefined}>
        {status}
      </p>
    </SettingsSection>
  );
}

function PasswordForm({
  onChanged,
  onError,
}: {
  onChanged: () => Promise<void>;
  onError: (message: string | null) => void;
}) {
  const { t } = useI18n();
  const form = useContractForm(ChangePasswordForm, EMPTY);
  const onSubmit = form.handleSubmit(async ({ current_password, new_password }) => {
    onError(null);
    try {
      await changePassword({ current_password, new_password });
    } catch (error) {
      const report = serverErrors(error, FIELDS);
      for (const field of FIELDS) {
        const message = report.fields[field];
        if (message) form.setFieldError(field, message);
      }
      onError(refusalMessage(error) ?? report.form);
      return;
    }
    await onChanged();
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <TextField
        label={t('account.password.current')}
        type="password"
        autoComplete="current-password"
        field={form.field('current_password')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('account.password.new')}
          type="password"
          autoComplete="new-password"
          field={form.field('new_password')}
        />
        <TextField
          label={t('account.password.confirm')}
          type="password"
          autoComplete="new-password"
          field={form.field('new_password_confirm')}
        />
      </div>
      <Button type="submit" loading={form.submitting}>
        {t('account.password.submit')}
      </Button>
    </form>
  );
}
