import { useQueryClient } from '@tanstack/react-query';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { eventKeys } from '../../events';
import { closeModal, useModals } from '../../modals';
import { deleteOrganization, organizationKeys } from '../api';

/** Modal `deleteOrganization`, data `{ orgId, name }`. A failure is only logged (docs/product.md#organizations). */
export function DeleteOrganizationModal() {
  const data = useModals().modalData.deleteOrganization;
  const queryClient = useQueryClient();
  const close = () => closeModal('deleteOrganization');
  if (!data) return null;

  async function remove(orgId: number) {
    try {
      await deleteOrganization(orgId);
      queryClient.removeQueries({ queryKey: organizationKeys.detail(orgId) });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: organizationKeys.all }),
        // Its events went with it.
        queryClient.invalidateQueries({ queryKey: eventKeys.all }),
      ]);
    } catch (error) {
      console.error('Deleting the organization failed', error);
    }
    close();
  }

  return (
    <ConfirmDialog
      title="Delete Organization"
      confirmLabel="Delete"
      onConfirm={() => remove(data.orgId)}
      onClose={close}
    >
      <p>
        Are you sure you want to delete <strong className="font-semibold text-slate-900">{data.name}</strong>? Its
        events and sessions are deleted with it. Private messages sent within its events are kept as general
        conversations. This action cannot be undone.
      </p>
    </ConfirmDialog>
  );
}
