import { OrganizationBody } from '@atria/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { useContractForm } from '../../../lib/use-contract-form';
import { closeModal, useModals } from '../../modals';
import { createOrganization, organizationKeys, updateOrganization } from '../api';
import { useI18n } from '../../../lib/i18n/i18n';
import '../../app-messages';
import { organizationNameError } from '../errors';

interface OrganizationFormProps {
  title: string;
  initialName: string;
  submitLabel: string;
  save: (name: string) => Promise<unknown>;
  onClose: () => void;
}

/** Create/Edit Organization: one name field with the modal's messages (docs/product.md#validation-messages). */
function OrganizationDialog({ title, initialName, submitLabel, save, onClose }: OrganizationFormProps) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const form = useContractForm(OrganizationBody, { name: initialName });

  const onSubmit = form.handleSubmit(async ({ name }) => {
    try {
      await save(name);
    } catch (error) {
      form.setFieldError('name', organizationNameError(error));
      return;
    }
    await queryClient.invalidateQueries({ queryKey: organizationKeys.all });
    onClose();
  });

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={title}>
      <form noValidate onSubmit={onSubmit} className="space-y-6">
        <TextField label={t('org.nameLabel')} autoComplete="organization" autoFocus field={form.field('name')} />
        <Button type="submit" size="lg" className="w-full" loading={form.submitting}>
          {submitLabel}
        </Button>
      </form>
    </Dialog>
  );
}

/** Modal `createOrganization`. */
export function CreateOrganizationModal() {
  const { t } = useI18n();
  return (
    <OrganizationDialog
      title={t('org.create')}
      initialName=""
      submitLabel={t('org.create')}
      save={(name) => createOrganization({ name })}
      onClose={() => closeModal('createOrganization')}
    />
  );
}

/** Modal `editOrganization`, data `{ orgId, name }`. */
export function EditOrganizationModal() {
  const { t } = useI18n();
  const data = useModals().modalData.editOrganization;
  if (!data) return null;
  return (
    <OrganizationDialog
      title={t('org.edit')}
      initialName={data.name}
      submitLabel={t('org.saveChanges')}
      save={(name) => updateOrganization(data.orgId, { name })}
      onClose={() => closeModal('editOrganization')}
    />
  );
}
