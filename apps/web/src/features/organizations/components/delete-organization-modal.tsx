import { useQueryClient } from '@tanstack/react-query';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { eventKeys } from '../../events';
import { closeModal, useModals } from '../../modals';
import { useI18n } from '../../../lib/i18n/i18n';
import '../../app-messages';
import { deleteOrganization, organizationKeys } from '../api';

/** Modal `deleteOrganization`, data `{ orgId, name }`. A failure is only logged (docs/product.md#organizations). */
export function DeleteOrganizationModal() {
  const { t } = useI18n();
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
      title={t('org.deleteTitle')}
      confirmLabel={t('org.delete')}
      onConfirm={() => remove(data.orgId)}
      onClose={close}
    >
      <p>{t('org.deleteText', { name: data.name })}</p>
    </ConfirmDialog>
  );
}
