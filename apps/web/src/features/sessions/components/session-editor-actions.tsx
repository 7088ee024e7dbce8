import type { Session } from '@atria/contracts';
import { useNavigate } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Icon } from '../../../components/ui/icons';
import { Select } from '../../../components/ui/select';
import { useI18n } from '../../../lib/i18n/i18n';
import { openModal } from '../../modals';
import { isEnumValue } from '../../../lib/enum-values';
import { SESSION_STATUSES } from '../enums';
import '../messages';
import { agendaLink, setupSessionLink, type EventView } from '../../../lib/event-paths';
import { useDeleteSession, useSetSessionStatus } from '../use-session-mutations';

const TITLE_MARK = '\u0000';

export interface SessionEditorActionsProps {
  session: Session;
  view: EventView;
  /** Where to go after a delete: the agenda of a conference, setup for a single-session event. */
  singleSession: boolean;
}

/**
 * Editors only, grouped apart from what attendees read (docs/design.md#session-page): one 'Organizer tools' bar
 * with 'Edit Session', the status select, 'Add User' and delete (docs/product.md#session-detail).
 */
export function SessionEditorActions({ session, view, singleSession }: SessionEditorActionsProps) {
  const { t } = useI18n();
  const statusId = useId();
  const headingId = useId();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const status = useSetSessionStatus(session.id);
  const remove = useDeleteSession(session.id, async () => {
    const target = singleSession
      ? setupSessionLink(view, session.event_id)
      : agendaLink(view, session.event_id, session.day_number);
    await navigate({ ...target, replace: true });
  });
  const statusOptions = SESSION_STATUSES.map((value) => ({
    value,
    label: t(`session.status.${value.toLowerCase() as Lowercase<typeof value>}`),
  }));
  const [before = '', after = ''] = t('session.organizer.deleteConfirm', { title: TITLE_MARK }).split(TITLE_MARK);

  return (
    <section
      aria-labelledby={headingId}
      data-testid="organizer-tools"
      className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-card border border-dashed border-slate-300 bg-slate-50 px-3 py-2.5"
    >
      <h2 id={headingId} className="flex items-center gap-1.5 text-sm font-semibold text-slate-700">
        <Icon name="wrench" className="size-4 text-slate-500" />
        {t('session.organizer.heading')}
      </h2>
      <div className="flex flex-1 flex-wrap items-center gap-2 sm:justify-end">
        <Button onClick={() => openModal('session', { eventId: session.event_id, session })}>
          {t('session.organizer.edit')}
        </Button>
        <span className="flex items-center gap-2">
          <label htmlFor={statusId} className="text-sm font-medium text-slate-700">
            {t('session.organizer.status')}
          </label>
          <span className="w-40">
            <Select
              id={statusId}
              options={statusOptions}
              value={status.isPending && status.variables ? status.variables : session.status}
              disabled={status.isPending}
              onChange={(event) => {
                const next = event.target.value;
                if (isEnumValue(SESSION_STATUSES, next) && next !== session.status) status.mutate(next);
              }}
            />
          </span>
        </span>
        <Button variant="secondary" onClick={() => openModal('addEventUser', { eventId: session.event_id })}>
          <Icon name="users" className="size-4" />
          {t('session.organizer.addUser')}
        </Button>
        <button
          type="button"
          onClick={() => setConfirming(true)}
          className="inline-flex h-10 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold text-red-700 hover:bg-red-50"
        >
          <Icon name="trash" className="size-4" />
          {t('session.organizer.delete')}
        </button>
      </div>
      {confirming && (
        <ConfirmDialog
          title={t('session.organizer.delete')}
          confirmLabel={t('session.organizer.delete')}
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
            {before}
            <strong>{session.title}</strong>
            {after}
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
}
