import { EventType } from '@atria/contracts';
import { useState } from 'react';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';
import { TextAreaField } from '../../../components/ui/textarea';
import { serverErrors } from '../../../lib/server-errors';
import { useContractForm, type FieldChangeEvent } from '../../../lib/use-contract-form';
import { timeZoneOptions } from '../../../lib/time-zones';
import { useContractMessages } from '../../../lib/i18n/contract-messages';
import { useI18n } from '../../../lib/i18n/i18n';
import '../calendar-messages';
import '../../app-messages';
import { EVENT_FORM_FIELDS, type EventFormField, type EventFormValues } from '../event-form-schema';

const TYPE_OPTIONS = [
  { value: 'CONFERENCE', key: 'events.type.conference' },
  { value: 'SINGLE_SESSION', key: 'events.type.singleSession' },
] as const;
const SINGLE_ONLY = TYPE_OPTIONS.filter((option) => option.value === 'SINGLE_SESSION');
const FORMAT_OPTIONS = [
  { value: 'VIRTUAL', key: 'events.format.VIRTUAL' },
  { value: 'HYBRID', key: 'events.format.HYBRID' },
] as const;

export interface EventFormProps<Body> {
  schema: z.ZodType<Body, Record<EventFormField, string>>;
  initialValues: EventFormValues;
  /** docs/product.md#event-cards: conferences are offered only from the organization events page. */
  allowConferences: boolean;
  /** The type and dates can't change once the event has sessions. */
  lockTypeAndDates?: boolean;
  minStartDate?: string;
  submitLabel: string;
  onSave: (body: Body) => Promise<void>;
}

/** Create/Edit Event fields. Single-session events end on their start day: the end field follows, disabled. */
export function EventForm<Body>({
  schema,
  initialValues,
  allowConferences,
  lockTypeAndDates = false,
  minStartDate,
  submitLabel,
  onSave,
}: EventFormProps<Body>) {
  const { t } = useI18n();
  const inLanguage = useContractMessages();
  const form = useContractForm(schema, initialValues);
  const [formError, setFormError] = useState<string | null>(null);
  const single = form.values.event_type === 'SINGLE_SESSION';

  const onSubmit = form.handleSubmit(async (body) => {
    setFormError(null);
    try {
      await onSave(body);
    } catch (error) {
      const report = serverErrors(error, EVENT_FORM_FIELDS);
      for (const field of EVENT_FORM_FIELDS) {
        const message = report.fields[field];
        if (message) form.setFieldError(field, message);
      }
      setFormError(report.form && inLanguage(report.form));
    }
  });

  const typeField = form.field('event_type');
  const startField = form.field('start_date');
  const onTypeChange = (event: FieldChangeEvent) => {
    const parsed = EventType.safeParse(event.target.value);
    if (parsed.success && parsed.data === 'SINGLE_SESSION') {
      form.setFieldValues({ event_type: parsed.data, end_date: form.values.start_date });
    } else typeField.onChange(event);
  };
  const onStartChange = (event: FieldChangeEvent) => {
    if (single) form.setFieldValues({ start_date: event.target.value, end_date: event.target.value });
    else startField.onChange(event);
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      {formError && <Alert title={formError} />}
      <TextField label={t('events.form.title')} autoFocus field={form.field('title')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('events.form.type')}
          options={(allowConferences ? TYPE_OPTIONS : SINGLE_ONLY).map(({ value, key }) => ({ value, label: t(key) }))}
          disabled={lockTypeAndDates}
          field={{ ...typeField, onChange: onTypeChange }}
        />
        <SelectField
          label={t('events.form.format')}
          options={FORMAT_OPTIONS.map(({ value, key }) => ({ value, label: t(key) }))}
          field={form.field('event_format')}
        />
      </div>
      <TextField label={t('events.form.company')} autoComplete="organization" field={form.field('company_name')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('events.form.start')}
          type="date"
          min={minStartDate}
          disabled={lockTypeAndDates}
          field={{ ...startField, onChange: onStartChange }}
        />
        <TextField
          label={t('events.form.end')}
          type="date"
          min={form.values.start_date || minStartDate}
          disabled={lockTypeAndDates || single}
          field={form.field('end_date')}
        />
      </div>
      <SelectField
        label={t('calendar.form.timeZone')}
        options={timeZoneOptions(form.values.time_zone)}
        field={form.field('time_zone')}
      />
      {lockTypeAndDates && <p className="text-sm text-slate-600">{t('events.form.locked')}</p>}
      <TextAreaField label={t('events.form.description')} rows={3} field={form.field('description')} />
      <Button type="submit" size="lg" className="w-full" loading={form.submitting}>
        {submitLabel}
      </Button>
    </form>
  );
}
