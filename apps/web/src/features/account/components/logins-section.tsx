import type { Login } from '@atria/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { intlFormat, parseISO } from 'date-fns';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Spinner } from '../../../components/ui/spinner';
import { useLogout } from '../../auth';
import { accountKeys, endAllLogins, endLogin, loginsQueryOptions } from '../api';
import { SettingsSection } from '../../../components/ui/settings-section';

/** A sign-in time in the reader's locale, e.g. 'Nov 24, 2026, 6:05 PM'. */
const formatWhen = (iso: string): string => intlFormat(parseISO(iso), { dateStyle: 'medium', timeStyle: 'short' });

/** Settings, Logins: every device signed in, 'Log out' for each other one, and 'Log out everywhere'. */
export function LoginsSection() {
  const { data, isPending, isError } = useQuery(loginsQueryOptions());
  const [confirmEverywhere, setConfirmEverywhere] = useState(false);
  const logout = useLogout();

  return (
    <SettingsSection
      id="logins"
      title="Logins"
      description="Devices where you are logged in. Log out any you do not recognise."
    >
      {isPending && (
        <p className="flex items-center gap-2 text-slate-600">
          <Spinner /> Loading logins...
        </p>
      )}
      {isError && <Alert title="Error loading logins" />}
      {data && (
        <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
          {data.logins.map((login) => (
            <LoginRow key={login.id} login={login} />
          ))}
        </ul>
      )}
      <Button variant="secondary" className="mt-5" onClick={() => setConfirmEverywhere(true)}>
        Log out everywhere
      </Button>
      {confirmEverywhere && (
        <ConfirmDialog
          title="Log out everywhere"
          confirmLabel="Log out everywhere"
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
          <p>Every device, this one included, will be logged out.</p>
        </ConfirmDialog>
      )}
    </SettingsSection>
  );
}

function LoginRow({ login }: { login: Login }) {
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
          {login.current && <Badge tone="green">This device</Badge>}
        </p>
        <p className="mt-0.5 text-sm text-slate-600">
          Logged in {formatWhen(login.created_at)} · Last seen {formatWhen(login.last_seen_at)}
        </p>
        {failed && (
          <p role="alert" className="mt-1 text-sm text-red-700">
            Could not log out this device. Please try again.
          </p>
        )}
      </div>
      {!login.current && (
        <Button
          variant="secondary"
          size="sm"
          loading={busy}
          onClick={() => void logOutThere()}
          aria-label={`Log out ${login.device}, last seen ${formatWhen(login.last_seen_at)}`}
        >
          Log out
        </Button>
      )}
    </li>
  );
}
