import {
  EVENT_USER_ROLES,
  INVITATION_STATES,
  isEnumValue,
  type EventDetail,
  type EventUser,
  type EventUserRole,
} from '@atria/contracts/zod-free';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Input, Label } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { useI18n } from '../../../lib/i18n/i18n';
import { eventKeys, loadSpeakerInfoDialog } from '../../events';
import { changeRole, participantsQueryOptions, removeParticipant, type ParticipantFilter } from '../api';
import { messageOf } from '../errors';
import { ROLE_KEY, STATE_KEY, STATE_TONE } from '../labels';
import { useDebounced } from '../use-debounced';
import { Confirm } from './confirm';
import { Pager } from './pager';

// A form dialog: its code (and zod, which validates it) loads when an organizer opens it.
const SpeakerInfoDialog = lazy(() => loadSpeakerInfoDialog().then((m) => ({ default: m.SpeakerInfoDialog })));

type Pending = { kind: 'role'; person: EventUser; role: EventUserRole } | { kind: 'remove'; person: EventUser };

/** Roles the caller may pick for someone: only event admins give or take ADMIN. */
function rolesFor(event: EventDetail, current: EventUserRole): EventUserRole[] {
  if (event.permissions.is_admin) return [...EVENT_USER_ROLES];
  if (current === 'ADMIN') return ['ADMIN'];
  return EVENT_USER_ROLES.filter((r) => r !== 'ADMIN');
}

/** The participant table: debounced search, role and invitation filters, server-side pages, role change and removal. */
export function ParticipantsPanel({
  event,
  meId,
  announce,
}: {
  event: EventDetail;
  meId: number | null;
  announce: (text: string) => void;
}) {
  const { t } = useI18n();
  const ids = useId();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<ParticipantFilter['role']>('');
  const [invitation, setInvitation] = useState<ParticipantFilter['invitation']>('');
  const [page, setPage] = useState(1);
  const [pending, setPending] = useState<Pending | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [speaker, setSpeaker] = useState<EventUser | null>(null);
  const q = useDebounced(search, 300);
  const filter: ParticipantFilter = { q, role, invitation, page };
  const people = useQuery(participantsQueryOptions(event.id, filter));
  const rows = people.data?.event_users ?? [];
  const pages = people.data?.total_pages ?? 0;

  const refresh = () => queryClient.invalidateQueries({ queryKey: eventKeys.allUsers(event.id) });

  async function apply(p: Pending) {
    setError(null);
    try {
      if (p.kind === 'role') {
        await changeRole(event.id, p.person.user_id, p.role);
        announce(t('attendeesAdmin.done.role', { name: p.person.user_name, role: t(ROLE_KEY[p.role]) }));
      } else {
        await removeParticipant(event.id, p.person.user_id);
        announce(t('attendeesAdmin.done.removed', { name: p.person.user_name }));
      }
      setPending(null);
      await refresh();
    } catch (e) {
      setPending(null);
      setError(t('attendeesAdmin.failed', { message: messageOf(e) }));
    }
  }

  return (
    <div>
      <div className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr]">
        <div>
          <Label htmlFor={`${ids}-q`}>{t('attendeesAdmin.search.label')}</Label>
          <Input
            id={`${ids}-q`}
            type="search"
            value={search}
            placeholder={t('attendeesAdmin.search.placeholder')}
            onChange={(e) => {
              setSearch(e.target.value);
              setPage(1);
            }}
            maxLength={100}
          />
        </div>
        <div>
          <Label htmlFor={`${ids}-role`}>{t('attendeesAdmin.filter.role')}</Label>
          <Select
            id={`${ids}-role`}
            value={role}
            onChange={(e) => {
              const v = e.target.value;
              setRole(isEnumValue(EVENT_USER_ROLES, v) ? v : '');
              setPage(1);
            }}
            options={[
              { value: '', label: t('attendeesAdmin.filter.allRoles') },
              ...EVENT_USER_ROLES.map((r) => ({ value: r, label: t(ROLE_KEY[r]) })),
            ]}
          />
        </div>
        <div>
          <Label htmlFor={`${ids}-inv`}>{t('attendeesAdmin.filter.invitation')}</Label>
          <Select
            id={`${ids}-inv`}
            value={invitation}
            onChange={(e) => {
              const v = e.target.value;
              setInvitation(isEnumValue(INVITATION_STATES, v) ? v : '');
              setPage(1);
            }}
            options={[
              { value: '', label: t('attendeesAdmin.filter.allStates') },
              ...INVITATION_STATES.map((s) => ({ value: s, label: t(STATE_KEY[s]) })),
            ]}
          />
        </div>
      </div>

      {error && <Alert title={error} className="mt-4" />}
      <p className="mt-4 text-sm text-slate-700" aria-live="polite">
        {people.data ? t('attendeesAdmin.count', { count: people.data.total_items }) : ''}
      </p>
      {people.isPending && (
        <p className="flex items-center gap-2 py-6 text-slate-600">
          <Spinner /> {t('attendeesAdmin.loading')}
        </p>
      )}
      {people.isError && <Alert title={t('attendeesAdmin.loadError')} className="my-4" />}
      {people.data && rows.length === 0 && <p className="py-6 text-slate-600">{t('attendeesAdmin.empty')}</p>}
      {rows.length > 0 && (
        <div className="mt-2 overflow-x-auto">
          <table className="w-full min-w-0 text-start text-sm">
            <caption className="sr-only">{t('attendeesAdmin.tab.people')}</caption>
            <thead className="hidden border-b border-slate-200 text-slate-600 md:table-header-group">
              <tr>
                <th scope="col" className="py-2 pe-3 text-start font-medium">
                  {t('attendeesAdmin.col.name')}
                </th>
                <th scope="col" className="py-2 pe-3 text-start font-medium">
                  {t('attendeesAdmin.col.company')}
                </th>
                <th scope="col" className="py-2 pe-3 text-start font-medium">
                  {t('attendeesAdmin.col.invitation')}
                </th>
                <th scope="col" className="py-2 pe-3 text-start font-medium">
                  {t('attendeesAdmin.col.role')}
                </th>
                <th scope="col" className="py-2 text-start font-medium">
                  {t('attendeesAdmin.col.actions')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((person) => {
                const self = person.user_id === meId;
                const choices = rolesFor(event, person.role);
                const canRemove = !self && (event.permissions.is_admin || person.role !== 'ADMIN');
                return (
                  <tr key={person.user_id} className="flex flex-col gap-2 py-3 md:table-row">
                    <td className="min-w-0 md:py-3 md:pe-3">
                      <p className="font-medium break-words text-slate-900">{person.user_name}</p>
                      <p className="text-slate-600 break-all">{person.email}</p>
                      {person.role === 'SPEAKER' && person.speaker_title && (
                        <p className="text-slate-700 break-words">{person.speaker_title}</p>
                      )}
                    </td>
                    <td className="text-slate-700 md:py-3 md:pe-3">{person.company}</td>
                    <td className="md:py-3 md:pe-3">
                      {person.invitation && (
                        <Badge tone={STATE_TONE[person.invitation.state]}>
                          {t(STATE_KEY[person.invitation.state])}
                        </Badge>
                      )}
                    </td>
                    <td className="md:py-3 md:pe-3">
                      <Select
                        aria-label={t('attendeesAdmin.changeRole', { name: person.user_name })}
                        className="h-9 min-w-36 text-sm"
                        value={person.role}
                        disabled={self || choices.length <= 1}
                        onChange={(e) => {
                          const v = e.target.value;
                          if (isEnumValue(EVENT_USER_ROLES, v) && v !== person.role)
                            setPending({ kind: 'role', person, role: v });
                        }}
                        options={choices.map((r) => ({ value: r, label: t(ROLE_KEY[r]) }))}
                      />
                    </td>
                    <td className="flex flex-wrap gap-1 md:table-cell md:py-3">
                      {person.role === 'SPEAKER' && (
                        <Button
                          size="sm"
                          variant="ghost"
                          aria-label={t('attendeesAdmin.speakerInfoLabel', { name: person.user_name })}
                          onClick={() => setSpeaker(person)}
                        >
                          {t('attendeesAdmin.speakerInfo')}
                        </Button>
                      )}
                      {canRemove && (
                        <Button
                          size="sm"
                          variant="ghost"
                          aria-label={t('attendeesAdmin.removeLabel', { name: person.user_name })}
                          onClick={() => setPending({ kind: 'remove', person })}
                        >
                          {t('attendeesAdmin.remove')}
                        </Button>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={page} pages={pages} onPage={setPage} />

      {speaker && (
        <Suspense fallback={null}>
          <SpeakerInfoDialog eventId={event.id} speaker={speaker} onClose={() => setSpeaker(null)} />
        </Suspense>
      )}
      {pending?.kind === 'role' && (
        <Confirm
          title={t('attendeesAdmin.roleDialog.title')}
          confirmLabel={t('attendeesAdmin.roleDialog.confirm')}
          onConfirm={() => apply(pending)}
          onClose={() => setPending(null)}
        >
          {t('attendeesAdmin.roleDialog.body', { name: pending.person.user_name, role: t(ROLE_KEY[pending.role]) })}
        </Confirm>
      )}
      {pending?.kind === 'remove' && (
        <Confirm
          danger
          title={t('attendeesAdmin.removeDialog.title')}
          confirmLabel={t('attendeesAdmin.removeDialog.confirm')}
          onConfirm={() => apply(pending)}
          onClose={() => setPending(null)}
        >
          {t('attendeesAdmin.removeDialog.body', { name: pending.person.user_name })}
        </Confirm>
      )}
    </div>
  );
}
