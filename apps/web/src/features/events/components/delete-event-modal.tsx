import { useQueryClient } from '@tanstack/react-query';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { closeModal, useModals } from '../../modals';
import { useI18n } from '../../../lib/i18n/i18n';
import '../../app-messages';
import { deleteEvent, eventKeys } from '../api';

/** Modal `deleteEvent`, data `{ eventId, title }` (event admins). A failure is only logged (docs/product.md#error-texts). */
export function DeleteEventModal() {
  const { t } = useI18n();
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
    <ConfirmDialog
      title={t('events.deleteTitle')}
      confirmLabel={t('events.delete')}
      onConfirm={() => remove(data.eventId)}
      onClose={close}
    >
      <p>{t('events.deleteText', { title: data.title })}</p>
    </ConfirmDialog>
  );
}
