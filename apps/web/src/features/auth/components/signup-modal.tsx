import '../messages';
import { MESSAGES, SignupForm } from '@atria/contracts';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { isApiError } from '../../../lib/api-client';
import { useI18n } from '../../../lib/i18n/i18n';
import { useContractForm } from '../../../lib/use-contract-form';
import { closeModal, openModal } from '../../modals';
import { signUp } from '../session';
import { useCompleteAuth } from '../use-complete-auth';

const EMPTY = { first_name: '', last_name: '', email: '', password: '', password_confirm: '' };

export function SignupModal() {
  const { t } = useI18n();
  const form = useContractForm(SignupForm, EMPTY);
  const completeAuth = useCompleteAuth('signup');

  const onSubmit = form.handleSubmit(async ({ email, password, first_name, last_name }) => {
    try {
      await signUp({ email, password, first_name, last_name });
    } catch (error) {
      if (isApiError(error) && error.status === 409) form.setFieldError('email', MESSAGES.emailInUse);
      else form.setFieldError('email', MESSAGES.unexpected);
      return;
    }
    await completeAuth();
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && closeModal('signup')}
      title={t('auth.signUp')}
      description={t('auth.signup.description')}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t('auth.firstName')} autoComplete="given-name" field={form.field('first_name')} />
          <TextField label={t('auth.lastName')} autoComplete="family-name" field={form.field('last_name')} />
        </div>
        <TextField label={t('auth.email')} type="email" autoComplete="email" field={form.field('email')} />
        <TextField
          label={t('auth.password')}
          type="password"
          autoComplete="new-password"
          field={form.field('password')}
        />
        <TextField
          label={t('auth.confirmPassword')}
          type="password"
          autoComplete="new-password"
          field={form.field('password_confirm')}
        />
        <Button type="submit" size="lg" className="w-full" loading={form.submitting}>
          {form.submitting ? t('auth.signup.submitting') : t('auth.signUp')}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600">
        {t('auth.signup.haveAccount')}{' '}
        <button
          type="button"
          className="font-semibold text-primary-700 underline-offset-2 hover:underline"
          onClick={() => {
            closeModal('signup');
            openModal('login');
          }}
        >
          {t('auth.signup.signInInstead')}
        </button>
      </p>
    </Dialog>
  );
}
