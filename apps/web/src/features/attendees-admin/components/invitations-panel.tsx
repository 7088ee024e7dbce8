import { isEnumValue, type EventDetail, type EventUser, type InvitationState } from '@atria/contracts/zod-free';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { formatLongDate } from '../../../lib/dates';
import { useI18n } from '../../../lib/i18n/i18n';
import { eventKeys } from '../../events';
import { participantsQueryOptions, resendInvitation, revokeInvitation } from '../api';
import { messageOf } from '../errors';
import { ROLE_KEY, STATE_KEY, STATE_TONE } from '../labels';
import { Confirm } from './confirm';
import { Pager } from './pager';

const SHOWN = ['pending', 'expired', 'revoked', 'claimed'] as const satisfies readonly InvitationState[];
type Shown = (typeof SHOWN)[number];

/** The people the event invited, by state: resend a link (pending, expired, withdrawn) or withdraw an open one. */
export function InvitationsPanel({ event, announce }: { event: EventDetail; announce: (text: string) => void }) {
  const { t } = useI18n();
  const ids = useId();
  const queryClient = useQueryClient();
  const [state, setState] = useState<Shown>('pending');
  const [page, setPage] = useState(1);
  const [busy, setBusy] = useState<number | null>(null);
  const [revoking, setRevoking] = useState<EventUser | null>(null);
  const [error, setError] = useState<string | null>(null);
  const list = useQuery(participantsQueryOptions(event.id, { q: '', role: '', invitation: state, page }));
  const rows = list.data?.event_users ?? [];
  const refresh = () => queryClient.invalidateQueries({ queryKey: eventKeys.allUsers(event.id) });

  async function resend(person: EventUser) {
    setError(null);
    setBusy(person.user_id);
    try {
      await resendInvitation(event.id, person.user_id);
      announce(t('attendeesAdmin.inv.resent', { email: person.email ?? person.user_name }));
      await refresh();
    } catch (e) {
      setError(t('attendeesAdmin.failed', { message: messageOf(e) }));
    } finally {
      setBusy(null);
    }
  }

  async function revoke(person: EventUser) {
    setError(null);
    try {
      await revokeInvitation(event.id, person.user_id);
      announce(t('attendeesAdmin.inv.revoked', { name: person.user_name }));
      await refresh();
    } catch (e) {
      setError(t('attendeesAdmin.failed', { message: messageOf(e) }));
    } finally {
      setRevoking(null);
    }
  }

  return (
    <div>
      <div className="max-w-xs">
        <Label htmlFor={`${ids}-state`}>{t('attendeesAdmin.inv.filter')}</Label>
        <Select
          id={`${ids}-state`}
          value={state}
          onChange={(e) => {
            const v = e.target.value;
            if (isEnumValue(SHOWN, v)) setState(v);
            setPage(1);
          }}
          options={SHOWN.map((s) => ({ value: s, label: t(STATE_KEY[s]) }))}
        />
      </div>
      {error && <Alert title={error} className="mt-4" />}
      {list.isPending && (
        <p className="flex items-center gap-2 py-6 text-slate-600">
          <Spinner /> {t('attendeesAdmin.loading')}
        </p>
      )}
      {list.isError && <Alert title={t('attendeesAdmin.loadError')} className="my-4" />}
      {list.data && rows.length === 0 && <p className="py-6 text-slate-600">{t('attendeesAdmin.inv.empty')}</p>}
      {rows.length > 0 && (
        <ul className="mt-4 divide-y divide-slate-100" aria-label={t(STATE_KEY[state])}>
          {rows.map((person) => {
            const inv = person.invitation;
            return (
              <li key={person.user_id} className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center">
                <div className="min-w-0 flex-1">
                  <p className="font-medium break-words text-slate-900">{person.user_name}</p>
                  <p className="text-sm break-all text-slate-600">{person.email}</p>
                  <div className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-700">
                    {inv && <Badge tone={STATE_TONE[inv.state]}>{t(STATE_KEY[inv.state])}</Badge>}
                    <Badge tone="gray">{t(ROLE_KEY[person.role])}</Badge>
                    {inv?.sent_at && (
                      <span>
                        {t('attendeesAdmin.col.sent')}: {formatLongDate(inv.sent_at)}
                      </span>
                    )}
                    {inv?.expires_at && state !== 'claimed' && (
                      <span>
                        {t('attendeesAdmin.col.expires')}: {formatLongDate(inv.expires_at)}
                      </span>
                    )}
                  </div>
                </div>
                {state !== 'claimed' && (
                  <div className="flex gap-2">
                    <Button
                      size="sm"
                      variant="secondary"
                      loading={busy === person.user_id}
                      aria-label={t('attendeesAdmin.inv.resendLabel', { name: person.user_name })}
                      onClick={() => void resend(person)}
                    >
                      {t('attendeesAdmin.inv.resend')}
                    </Button>
                    {state === 'pending' && (
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={t('attendeesAdmin.inv.revokeLabel', { name: person.user_name })}
                        onClick={() => setRevoking(person)}
                      >
                        {t('attendeesAdmin.inv.revoke')}
                      </Button>
                    )}
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <Pager page={page} pages={list.data?.total_pages ?? 0} onPage={setPage} />
      {revoking && (
        <Confirm
          danger
          title={t('attendeesAdmin.inv.revokeDialog.title')}
          confirmLabel={t('attendeesAdmin.inv.revoke')}
          onConfirm={() => revoke(revoking)}
          onClose={() => setRevoking(null)}
        >
          {t('attendeesAdmin.inv.revokeDialog.body', {
            email: revoking.email ?? '',
            name: revoking.user_name,
          })}
        </Confirm>
      )}
    </div>
  );
}
