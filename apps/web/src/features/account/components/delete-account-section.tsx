import { DeleteAccountBody } from '@atria/contracts';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { serverErrors } from '../../../lib/server-errors';
import { useI18n } from '../../../lib/i18n/i18n';
import '../messages';
import { useContractForm } from '../../../lib/use-contract-form';
import { useLogout } from '../../auth';
import { deleteAccount } from '../api';
import { refusalMessage } from '../errors';
import { SettingsSection } from '../../../components/ui/settings-section';

/** Settings, Delete account: a dialog that asks for the password; then the person is logged out everywhere. */
export function DeleteAccountSection() {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  return (
    <SettingsSection
      id="delete-account"
      title={t('account.delete.title')}
      description={t('account.delete.description')}
    >
      <Button variant="danger" onClick={() => setOpen(true)}>
        {t('account.delete.button')}
      </Button>
      {open && <DeleteAccountDialog onClose={() => setOpen(false)} />}
    </SettingsSection>
  );
}

function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const { t } = useI18n();
  const form = useContractForm(DeleteAccountBody, { password: '' });
  const [refusal, setRefusal] = useState<string | null>(null);
  const logout = useLogout();

  const onSubmit = form.handleSubmit(async (body) => {
    setRefusal(null);
    try {
      await deleteAccount(body);
    } catch (error) {
      // The last owner of an organization: the server's message names it and says what to do.
      const refused = refusalMessage(error);
      if (refused) {
        setRefusal(refused);
        return;
      }
      const report = serverErrors(error, ['password'] as const);
      if (report.fields.password) form.setFieldError('password', report.fields.password);
      setRefusal(report.form);
      return;
    }
    await logout();
  });

  return (
    <Dialog
      open
      onOpenChange={(next) => !next && !form.submitting && onClose()}
      title={t('account.delete.dialogTitle')}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <p className="text-slate-700">{t('account.delete.warning')}</p>
        {refusal && <Alert title={t('account.delete.notDeleted')}>{refusal}</Alert>}
        <TextField
          label={t('account.delete.password')}
          type="password"
          autoComplete="current-password"
          autoFocus
          field={form.field('password')}
        />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button type="button" variant="secondary" onClick={onClose} disabled={form.submitting}>
            {t('account.delete.cancel')}
          </Button>
          <Button type="submit" variant="danger" loading={form.submitting}>
            {t('account.delete.confirm')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
