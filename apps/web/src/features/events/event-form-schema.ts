import { CreateEventBody, EventFormat, EventType, UpdateEventBody } from '@atria/contracts';
import { z } from 'zod';
import { contractForm } from '../../lib/form-schema';

/** The Create/Edit Event form's fields, all strings as the inputs hold them. */
const EventFormFields = z.object({
  title: z.string(),
  event_type: EventType,
  company_name: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  event_format: EventFormat,
  description: z.string(),
  /** IANA zone the event's dates and session times are in (docs/calendar.md#time-zones). */
  time_zone: z.string(),
});

export type EventFormValues = z.input<typeof EventFormFields>;
export type EventFormField = keyof EventFormValues;
export const EVENT_FORM_FIELDS = Object.keys(EventFormFields.shape) as EventFormField[];

const toBody = ({ description, ...rest }: z.output<typeof EventFormFields>) => ({
  ...rest,
  description: description.trim() === '' ? null : description,
});

/** Create: the contract's CreateEventBody (its messages) behind the form's strings. */
export const CreateEventFormSchema = contractForm(EventFormFields, CreateEventBody, toBody);

/** Edit: the contract's UpdateEventBody; the form always sends both dates, so they travel together. */
export const UpdateEventFormSchema = contractForm(EventFormFields, UpdateEventBody, toBody);
