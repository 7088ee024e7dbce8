import '../messages';
import { ChangeEmailForm, type User } from '@atria/contracts';
import { useState } from 'react';
import { FormSaveRow } from '../../../components/ui/form-save-row';
import { SettingsSection } from '../../../components/ui/settings-section';
import { TextField } from '../../../components/ui/text-field';
import { api } from '../../../lib/api-client';
import { useI18n } from '../../../lib/i18n/i18n';
import { serverErrors } from '../../../lib/server-errors';
import { useContractForm } from '../../../lib/use-contract-form';

const FIELDS = ['new_email', 'current_password'] as const;

/**
 * Settings, Email address (docs/security/account.md, section 5): the new address and the current password; the link
 * goes to the new address, and the address changes only when it is opened.
 */
export function EmailSection({ user }: { user: User }) {
  const { t } = useI18n();
  // A sent request starts a fresh form (the password is not kept on screen).
  const [round, setRound] = useState(0);
  const [status, setStatus] = useState<string | null>(null);
  return (
    <SettingsSection
      id="email"
      title={t('account.email.heading')}
      description={t('account.email.intro', { email: user.email })}
    >
      <EmailForm
        key={round}
        status={status}
        onStatus={setStatus}
        onSent={(email) => {
          setRound((r) => r + 1);
          setStatus(t('account.email.sent', { email }));
        }}
      />
    </SettingsSection>
  );
}

function EmailForm({
  status,
  onStatus,
  onSent,
}: {
  status: string | null;
  onStatus: (s: string | null) => void;
  onSent: (email: string) => void;
}) {
  const { t } = useI18n();
  const form = useContractForm(ChangeEmailForm, { new_email: '', current_password: '' });
  const onSubmit = form.handleSubmit(async (body) => {
    onStatus(null);
    try {
      const pending = await api.account.changeEmail({ body });
      onSent(pending.pending_email);
    } catch (error) {
      const report = serverErrors(error, FIELDS);
      for (const field of FIELDS) {
        const message = report.fields[field];
        if (message) form.setFieldError(field, message);
      }
      if (report.form) onStatus(report.form);
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={t('account.email.new')} type="email" autoComplete="email" field={form.field('new_email')} />
        <TextField
          label={t('account.email.password')}
          type="password"
          autoComplete="current-password"
          field={form.field('current_password')}
        />
      </div>
      <FormSaveRow label={t('account.email.submit')} submitting={form.submitting} status={status} />
    </form>
  );
}
