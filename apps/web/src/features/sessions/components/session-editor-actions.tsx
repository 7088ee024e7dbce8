import type { Session } from '@atria/contracts';
import { useNavigate } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Icon } from '../../../components/ui/icons';
import { Label } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { openModal } from '../../modals';
import { isEnumValue } from '../../../lib/enum-values';
import { SESSION_STATUSES } from '../enums';
import { agendaLink, setupSessionLink, type EventView } from '../paths';
import { useDeleteSession, useSetSessionStatus } from '../use-session-mutations';

const STATUS_OPTIONS = SESSION_STATUSES.map((status) => ({ value: status, label: status }));

export interface SessionEditorActionsProps {
  session: Session;
  view: EventView;
  /** Where to go after a delete: the agenda of a conference, setup for a single-session event. */
  singleSession: boolean;
}

/** Editors only: 'Add User', 'Edit Session', status change and delete (docs/product.md#session-detail). */
export function SessionEditorActions({ session, view, singleSession }: SessionEditorActionsProps) {
  const statusId = useId();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const status = useSetSessionStatus(session.id);
  const remove = useDeleteSession(session.id, async () => {
    const target = singleSession
      ? setupSessionLink(view, session.event_id)
      : agendaLink(view, session.event_id, session.day_number);
    await navigate({ ...target, replace: true });
  });

  return (
    <div className="mt-4 space-y-4 border-t border-slate-200 pt-4">
      <div className="flex flex-wrap gap-2 [&>button]:flex-1 [&>button]:whitespace-nowrap">
        <Button variant="secondary" onClick={() => openModal('addEventUser', { eventId: session.event_id })}>
          <Icon name="users" className="size-4" />
          Add User
        </Button>
        <Button onClick={() => openModal('session', { eventId: session.event_id, session })}>Edit Session</Button>
      </div>
      <div>
        <Label htmlFor={statusId}>Status</Label>
        <Select
          id={statusId}
          options={STATUS_OPTIONS}
          value={status.isPending && status.variables ? status.variables : session.status}
          disabled={status.isPending}
          onChange={(event) => {
            const next = event.target.value;
            if (isEnumValue(SESSION_STATUSES, next) && next !== session.status) status.mutate(next);
          }}
        />
      </div>
      <button
        type="button"
        onClick={() => setConfirming(true)}
        className="flex h-10 w-full items-center justify-center rounded-lg text-sm font-semibold text-red-700 hover:bg-red-50"
      >
        Delete Session
      </button>
      {confirming && (
        <ConfirmDialog
          title="Delete Session"
          confirmLabel="Delete Session"
          onClose={() => setConfirming(false)}
          onConfirm={async () => {
            try {
              await remove.mutateAsync();
            } catch (error) {
              // docs/product.md#session-detail: a failed delete is only logged; the user stays where they are.
              console.error('Failed to delete the session', error);
              setConfirming(false);
            }
          }}
        >
          <p>
            Delete <strong>{session.title}</strong>? Its speakers are taken off it too. This cannot be undone.
          </p>
        </ConfirmDialog>
      )}
    </div>
  );
}
