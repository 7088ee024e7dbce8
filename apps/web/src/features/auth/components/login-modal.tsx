import '../messages';
import { LoginBody, MESSAGES } from '@atria/contracts';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { isApiError } from '../../../lib/api-client';
import { useContractMessages } from '../../../lib/i18n/contract-messages';
import { useI18n } from '../../../lib/i18n/i18n';
import { useContractForm } from '../../../lib/use-contract-form';
import { closeModal, openModal } from '../../modals';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../demo';
import { logIn } from '../session';
import { useCompleteAuth } from '../use-complete-auth';

export function LoginModal() {
  const { t } = useI18n();
  const inLanguage = useContractMessages();
  const form = useContractForm(LoginBody, { email: '', password: '' });
  const completeAuth = useCompleteAuth('login');
  const [demoLoading, setDemoLoading] = useState(false);
  const [demoError, setDemoError] = useState<string | null>(null);
  const busy = form.submitting || demoLoading;

  const onSubmit = form.handleSubmit(async (body) => {
    setDemoError(null);
    try {
      await logIn(body);
    } catch (error) {
      if (isApiError(error) && error.status === 401) form.setFieldError('password', MESSAGES.invalidCredentials);
      else form.setFieldError('email', MESSAGES.unexpected);
      return;
    }
    await completeAuth();
  });

  async function tryDemo() {
    setDemoError(null);
    setDemoLoading(true);
    try {
      await logIn({ email: DEMO_EMAIL, password: DEMO_PASSWORD });
    } catch {
      setDemoError(MESSAGES.demoLoginFailed);
      setDemoLoading(false);
      return;
    }
    await completeAuth();
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && closeModal('login')}
      title={t('auth.logIn')}
      description={t('auth.login.description')}
    >
      {demoError && <Alert title={inLanguage(demoError)} className="mb-5" />}
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <TextField label={t('auth.email')} type="email" autoComplete="email" field={form.field('email')} />
        <TextField
          label={t('auth.password')}
          type="password"
          autoComplete="current-password"
          field={form.field('password')}
        />
        <Button type="submit" size="lg" className="w-full" loading={form.submitting} disabled={busy}>
          {form.submitting ? t('auth.login.submitting') : t('auth.logIn')}
        </Button>
      </form>
      <div className="my-5 flex items-center gap-3 text-xs font-medium tracking-wide text-slate-600 uppercase">
        <span className="h-px flex-1 bg-slate-200" />
        {t('auth.or')}
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      <Button variant="secondary" size="lg" className="w-full" loading={demoLoading} disabled={busy} onClick={tryDemo}>
        {t('auth.tryDemo')}
      </Button>
      <p className="mt-6 text-center text-sm text-slate-600">
        {t('auth.login.newHere')}{' '}
        <button
          type="button"
          className="font-semibold text-primary-700 underline-offset-2 hover:underline"
          onClick={() => {
            closeModal('login');
            openModal('signup');
          }}
        >
          {t('auth.login.createAccount')}
        </button>
      </p>
    </Dialog>
  );
}
