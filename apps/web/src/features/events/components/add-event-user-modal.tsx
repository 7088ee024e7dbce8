import { AddOrCreateEventUserBody, EventParticipantRole, MESSAGES } from '@atria/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { Dialog } from '../../../components/ui/dialog';
import { isApiError } from '../../../lib/api-client';
import { contractForm } from '../../../lib/form-schema';
import { InvitePersonForm } from '../../invitations';
import { closeModal, useModals } from '../../modals';
import { useI18n } from '../../../lib/i18n/i18n';
import '../../app-messages';
import { addOrCreateEventUser, eventKeys } from '../api';

/** The form's strings, checked by the contract's AddOrCreateEventUserBody (docs/product.md#validation-messages). */
const AddEventUserForm = contractForm(
  z.object({ email: z.string(), first_name: z.string(), last_name: z.string(), role: EventParticipantRole }),
  AddOrCreateEventUserBody,
);

/** docs/product.md#error-texts: 409 'User already in event'; otherwise the server's message or the generic one. */
function addEventUserError(error: unknown): string {
  if (!isApiError(error)) return MESSAGES.unexpected;
  if (error.status === 409) return MESSAGES.userAlreadyInEvent;
  return error.data?.message ?? MESSAGES.unexpected;
}

/** Add User to Event (modal `addEventUser`, data `{ eventId }`), opened from the admin area and the session page. */
export function AddEventUserModal() {
  const { t } = useI18n();
  const data = useModals().modalData.addEventUser;
  const queryClient = useQueryClient();
  const close = () => closeModal('addEventUser');
  if (!data) return null;
  const { eventId } = data;

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && close()}
      title={t('events.addUser')}
      description={t('events.addUserText')}
    >
      <InvitePersonForm
        schema={AddEventUserForm}
        roles={[
          { value: 'ATTENDEE', label: t('events.role.ATTENDEE') },
          { value: 'SPEAKER', label: t('events.role.SPEAKER') },
          { value: 'MODERATOR', label: t('events.role.MODERATOR') },
        ]}
        defaultRole={data.role ?? 'ATTENDEE'}
        submitLabel={t('events.addUserSubmit')}
        errorMessage={addEventUserError}
        onDone={close}
        onSubmit={async (body) => {
          const result = await addOrCreateEventUser(eventId, body);
          await queryClient.invalidateQueries({ queryKey: eventKeys.allUsers(eventId) });
          return { fullName: result.event_user.user_name, invitationPath: result.invitation_path };
        }}
      />
    </Dialog>
  );
}
