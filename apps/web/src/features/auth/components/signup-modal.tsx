import { MESSAGES, SignupForm } from '@atria/contracts';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { isApiError } from '../../../lib/api-client';
import { useContractForm } from '../../../lib/use-contract-form';
import { closeModal, openModal } from '../../modals';
import { signUp } from '../session';
import { useCompleteAuth } from '../use-complete-auth';

const EMPTY = { first_name: '', last_name: '', email: '', password: '', password_confirm: '' };

export function SignupModal() {
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
      title="Sign Up"
      description="Create your account to host or join events."
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="First name" autoComplete="given-name" field={form.field('first_name')} />
          <TextField label="Last name" autoComplete="family-name" field={form.field('last_name')} />
        </div>
        <TextField label="Email" type="email" autoComplete="email" field={form.field('email')} />
        <TextField label="Password" type="password" autoComplete="new-password" field={form.field('password')} />
        <TextField
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          field={form.field('password_confirm')}
        />
        <Button type="submit" size="lg" className="w-full" loading={form.submitting}>
          {form.submitting ? 'Creating account...' : 'Sign Up'}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600">
        Already have an account?{' '}
        <button
          type="button"
          className="font-semibold text-primary-700 underline-offset-2 hover:underline"
          onClick={() => {
            closeModal('signup');
            openModal('login');
          }}
        >
          Sign in instead
        </button>
      </p>
    </Dialog>
  );
}
