import { AddMemberBody, MESSAGES, MemberInviteRole } from '@atria/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { Dialog } from '../../../components/ui/dialog';
import { isApiError } from '../../../lib/api-client';
import { contractForm } from '../../../lib/form-schema';
import { InvitePersonForm } from '../../invitations';
import { closeModal, useModals } from '../../modals';
import { useI18n } from '../../../lib/i18n/i18n';
import '../../app-messages';
import { addMember, organizationKeys } from '../api';

/** The form's strings, checked by the contract's AddMemberBody (docs/product.md#validation-messages). */
const AddMemberForm = contractForm(
  z.object({ email: z.string(), first_name: z.string(), last_name: z.string(), role: MemberInviteRole }),
  AddMemberBody,
);

/** docs/product.md#error-texts: 409 'User already in organization'; anything else 'An unexpected error occurred'. */
function addMemberError(error: unknown): string {
  return isApiError(error) && error.status === 409 ? MESSAGES.userAlreadyInOrg : MESSAGES.unexpected;
}

/** Add Member (modal `addMember`, data `{ orgId }`): an existing account is added, a new email invited. */
export function AddMemberModal() {
  const { t } = useI18n();
  const data = useModals().modalData.addMember;
  const queryClient = useQueryClient();
  const close = () => closeModal('addMember');
  if (!data) return null;
  const { orgId } = data;

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && close()}
      title={t('org.addMember')}
      description={t('org.addMemberText')}
    >
      <InvitePersonForm
        schema={AddMemberForm}
        roles={[
          { value: 'MEMBER', label: t('org.role.MEMBER') },
          { value: 'ADMIN', label: t('org.role.ADMIN') },
        ]}
        defaultRole="MEMBER"
        submitLabel={t('org.addMember')}
        errorMessage={addMemberError}
        onDone={close}
        onSubmit={async (body) => {
          const result = await addMember(orgId, body);
          await queryClient.invalidateQueries({ queryKey: organizationKeys.all });
          return { fullName: result.member.full_name, invitationPath: result.invitation_path };
        }}
      />
    </Dialog>
  );
}
