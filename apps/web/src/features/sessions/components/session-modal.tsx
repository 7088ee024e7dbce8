import { MESSAGES } from '@atria/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert } from '../../../components/ui/alert';
import { Dialog } from '../../../components/ui/dialog';
import { eventQueryOptions } from '../../events';
import { closeModal, useModals } from '../../modals';
import { SessionForm } from './session-form';
import { useContractMessages } from '../../../lib/i18n/contract-messages';
import { useI18n } from '../../../lib/i18n/i18n';
import '../messages';

/** Modal 'session' (Create/Edit Session), opened with `{ eventId, session? }`. */
export function SessionModal() {
  const { t } = useI18n();
  const inLanguage = useContractMessages();
  const data = useModals().modalData.session;
  const event = useQuery({ ...eventQueryOptions(data?.eventId ?? 0), enabled: data !== undefined });
  if (!data) return null;
  const close = () => closeModal('session');
  const editing = data.session !== undefined;

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && close()}
      title={editing ? t('session.modal.edit') : t('session.modal.create')}
      description={editing ? undefined : t('session.modal.description')}
      // The dialog is max-w-md; a responsive max width wins over it from 640 px up.
      className="sm:max-w-xl"
    >
      {event.data ? (
        <SessionForm event={event.data} session={data.session} onCancel={close} onSaved={close} />
      ) : event.isError ? (
        <Alert title={inLanguage(MESSAGES.errorLoadingEvent)} />
      ) : (
        <p className="text-slate-600">{t('session.loading')}</p>
      )}
    </Dialog>
  );
}
