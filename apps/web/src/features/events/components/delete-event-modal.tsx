import { useQueryClient } from '@tanstack/react-query';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { closeModal, useModals } from '../../modals';
import { deleteEvent, eventKeys } from '../api';

/** Modal `deleteEvent`, data `{ eventId, title }` (event admins). A failure is only logged (docs/product.md#error-texts). */
export function DeleteEventModal() {
  const data = useModals().modalData.deleteEvent;
  const queryClient = useQueryClient();
  const close = () => closeModal('deleteEvent');
  if (!data) return null;

  async function remove(eventId: number) {
    try {
      await deleteEvent(eventId);
      queryClient.removeQueries({ queryKey: eventKeys.detail(eventId) });
      await queryClient.invalidateQueries({ queryKey: eventKeys.all });
    } catch (error) {
      console.error('Deleting the event failed', error);
    }
    close();
  }

  return (
    <ConfirmDialog title="Delete Event" confirmLabel="Delete" onConfirm={() => remove(data.eventId)} onClose={close}>
      <p>
        Are you sure you want to delete <strong className="font-semibold text-slate-900">{data.title}</strong>? Its
        sessions are deleted with it. Private messages sent within this event are kept as general conversations. This
        action cannot be undone.
      </p>
    </ConfirmDialog>
  );
}
