import type { Login } from '@atria/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Spinner } from '../../../components/ui/spinner';
import { useI18n } from '../../../lib/i18n/i18n';
import '../messages';
import { useLogout } from '../../auth';
import { accountKeys, endAllLogins, endLogin, loginsQueryOptions } from '../api';
import { SettingsSection } from '../../../components/ui/settings-section';

/** A sign-in time in the chosen language, e.g. 'Nov 24, 2026, 6:05 PM'. */
const formatWhen = (intl: string, iso: string): string =>
  new Intl.DateTimeFormat(intl, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** Settings, Logins: every device signed in, 'Log out' for each other one, and 'Log out everywhere'. */
export function LoginsSection() {
  const { t } = useI18n();
  const { data, isPending, isError } = useQuery(loginsQueryOptions());
  const [confirmEverywhere, setConfirmEverywhere] = useState(false);
  const logout = useLogout();

  return (
    <SettingsSection id="logins" title={t('account.logins.title')} description={t('account.logins.description')}>
      {isPending && (
        <p className="flex items-center gap-2 text-slate-600">
          <Spinner /> {t('account.logins.loading')}
        </p>
      )}
      {isError && <Alert title={t('account.logins.error')} />}
      {data && (
        <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
          {data.logins.map((login) => (
            <LoginRow key={login.id} login={login} />
          ))}
        </ul>
      )}
      <Button variant="secondary" className="mt-5" onClick={() => setConfirmEverywhere(true)}>
        {t('account.logins.everywhere')}
      </Button>
      {confirmEverywhere && (
        <ConfirmDialog
          title={t('account.logins.everywhere')}
          confirmLabel={t('account.logins.everywhere')}
          onClose={() => setConfirmEverywhere(false)}
          onConfirm={async () => {
            try {
              await endAllLogins();
            } catch (error) {
              console.error('Logging out everywhere failed', error);
            }
            await logout();
          }}
        >
          <p>{t('account.logins.everywhereText')}</p>
        </ConfirmDialog>
      )}
    </SettingsSection>
  );
}

function LoginRow({ login }: { login: Login }) {
  const { t, intl } = useI18n();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  async function logOutThere() {
    setBusy(true);
    setFailed(false);
    try {
      await endLogin(login.id);
      await queryClient.invalidateQueries({ queryKey: accountKeys.logins() });
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <li className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
          <span className="break-all">{login.device}</span>
          {login.current && <Badge tone="green">{t('account.logins.thisDevice')}</Badge>}
        </p>
        <p className="mt-0.5 text-sm text-slate-600">
          {t('account.logins.when', {
            created: formatWhen(intl, login.created_at),
            seen: formatWhen(intl, login.last_seen_at),
          })}
        </p>
        {failed && (
          <p role="alert" className="mt-1 text-sm text-red-700">
            {t('account.logins.failed')}
          </p>
        )}
      </div>
      {!login.current && (
        <Button
          variant="secondary"
          size="sm"
          loading={busy}
          onClick={() => void logOutThere()}
          aria-label={t('account.logins.logOutLabel', {
            device: login.device,
            seen: formatWhen(intl, login.last_seen_at),
          })}
        >
          {t('account.logins.logOut')}
        </Button>
      )}
    </li>
  );
}
