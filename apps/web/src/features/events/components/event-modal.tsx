import { earliestStartDate, type EventDetail } from '@atria/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lightFormat } from 'date-fns';
import { Alert } from '../../../components/ui/alert';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { closeModal, useModals } from '../../modals';
import { createEvent, eventKeys, eventQueryOptions, updateEvent } from '../api';
import { CreateEventFormSchema, UpdateEventFormSchema, type EventFormValues } from '../event-form-schema';
import { defaultTimeZone } from '../../../lib/time-zones';
import { useI18n } from '../../../lib/i18n/i18n';
import '../../app-messages';
import { EventForm } from './event-form';

/** Today's calendar date where the organizer is. */
const todayLocal = (): string => lightFormat(new Date(), 'yyyy-MM-dd');

/** Modal `createEvent`, data `{ orgId, companyName?, allowConferences? }`. */
export function CreateEventModal() {
  const { t } = useI18n();
  const data = useModals().modalData.createEvent;
  const queryClient = useQueryClient();
  const close = () => closeModal('createEvent');
  if (!data) return null;
  const allowConferences = data.allowConferences ?? false;
  const today = todayLocal();
  const initialValues: EventFormValues = {
    title: '',
    event_type: allowConferences ? 'CONFERENCE' : 'SINGLE_SESSION',
    company_name: data.companyName ?? '',
    start_date: today,
    end_date: today,
    event_format: 'VIRTUAL',
    description: '',
    // The organizer's own zone, which is what they most likely mean by the times they will enter.
    time_zone: defaultTimeZone(),
  };

  return (
    <Dialog open onOpenChange={(open) => !open && close()} title={t('events.create')} className="max-w-lg">
      <EventForm
        schema={CreateEventFormSchema}
        initialValues={initialValues}
        allowConferences={allowConferences}
        minStartDate={earliestStartDate() > today ? earliestStartDate() : today}
        submitLabel={t('events.create')}
        onSave={async (body) => {
          const created = await createEvent(data.orgId, body);
          queryClient.setQueryData(eventKeys.detail(created.id), created);
          await queryClient.invalidateQueries({ queryKey: eventKeys.all });
          close();
        }}
      />
    </Dialog>
  );
}

function editValues(event: EventDetail): EventFormValues {
  return {
    title: event.title,
    event_type: event.event_type,
    company_name: event.company_name,
    start_date: event.start_date,
    end_date: event.end_date,
    event_format: event.event_format,
    description: event.description ?? '',
    time_zone: event.time_zone,
  };
}

/** Modal `editEvent`, data `{ eventId }`: loads the event, then edits its main fields. */
export function EditEventModal() {
  const { t } = useI18n();
  const data = useModals().modalData.editEvent;
  const queryClient = useQueryClient();
  const eventId = data?.eventId ?? 0;
  const event = useQuery({ ...eventQueryOptions(eventId), enabled: data !== undefined });
  const close = () => closeModal('editEvent');
  if (!data) return null;

  return (
    <Dialog open onOpenChange={(open) => !open && close()} title={t('events.edit')} className="max-w-lg">
      {event.isPending && (
        <p className="flex items-center gap-2 text-slate-600">
          <Spinner /> {t('events.loading')}
        </p>
      )}
      {event.isError && <Alert title={t('events.errorEvent')} />}
      {event.data && (
        <EventForm
          schema={UpdateEventFormSchema}
          initialValues={editValues(event.data)}
          allowConferences={event.data.event_type === 'CONFERENCE' || data.allowConferences === true}
          lockTypeAndDates={event.data.sessions.length > 0}
          submitLabel={t('events.saveChanges')}
          onSave={async (body) => {
            const updated = await updateEvent(eventId, body);
            queryClient.setQueryData(eventKeys.detail(eventId), updated);
            await queryClient.invalidateQueries({ queryKey: eventKeys.all });
            close();
          }}
        />
      )}
    </Dialog>
  );
}
