import '../messages';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { api } from '../../../lib/api-client';
import { useI18n } from '../../../lib/i18n/i18n';
import { dispatchAuth, useAuth } from '../../auth';
import { describeError } from '../../../lib/describe-error';

type State = { kind: 'working' } | { kind: 'done'; email: string } | { kind: 'failed'; message: string };

/**
 * Public: the link mailed to a new address (docs/security/account.md, section 5). Opening it confirms the change once;
 * a signed-in person sees their new address at once.
 */
export function ConfirmEmailPage({ token }: { token: string }) {
  const { t } = useI18n();
  const { user } = useAuth();
  const [state, setState] = useState<State>({ kind: 'working' });
  const sent = useRef(false);
  useEffect(() => {
    // One request even when React runs the effect twice in development: the link works once.
    if (sent.current) return;
    sent.current = true;
    api.account.confirmEmail({ body: { token } }).then(
      (done) => setState({ kind: 'done', email: done.email }),
      (error: unknown) => setState({ kind: 'failed', message: describeError(error) }),
    );
  }, [token]);
  useEffect(() => {
    if (state.kind === 'done' && user) dispatchAuth({ type: 'updateProfile', changes: { email: state.email } });
    // Only when the change is made; the user object changes by this very dispatch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state]);
  return (
    <main id="main" className="mx-auto flex min-h-dvh max-w-lg flex-col justify-center px-4 py-10">
      <Card className="space-y-4 p-6">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('account.confirm.heading')}</h1>
        {state.kind === 'working' && (
          <p className="flex items-center gap-2 text-slate-700">
            <Spinner /> {t('account.confirm.working')}
          </p>
        )}
        {state.kind === 'done' && (
          <p role="status" className="break-words text-emerald-800">
            {t('account.confirm.done', { email: state.email })}
          </p>
        )}
        {state.kind === 'failed' && <Alert title={t('account.confirm.failed')}>{state.message}</Alert>}
        <Link to="/app" className="inline-block font-medium text-primary-700 underline">
          {t('account.confirm.open')}
        </Link>
      </Card>
    </main>
  );
}
