import { MESSAGES, type EventDetail, type Session } from '@atria/contracts';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';
import { TextAreaField } from '../../../components/ui/textarea';
import { serverErrors } from '../../../lib/server-errors';
import { useContractForm } from '../../../lib/use-contract-form';
import { createSession, updateSession } from '../api';
import { announceCreatedSession } from '../created-session';
import { sessionLink, viewFromPath } from '../../../lib/event-paths';
import {
  SESSION_FORM_FIELDS,
  SESSION_TYPE_OPTIONS,
  SessionFormSchema,
  dayOptions,
  initialSessionValues,
} from '../session-form-schema';
import { useInvalidateSessions } from '../use-session-mutations';
import { useI18n } from '../../../lib/i18n/i18n';
import { eventDayLongDate } from '../locale-dates';
import '../messages';
import { SESSION_TYPE_KEYS } from '../speakers';

export interface SessionFormProps {
  event: EventDetail;
  session?: Session;
  onCancel: () => void;
  onSaved: () => void;
}

/**
 * Create/Edit Session. A single-session event's new session opens its page (docs/product.md#single-session-events); a conference's
 * stays on the agenda, which offers to open it; an edit stays where it is.
 */
export function SessionForm({ event, session, onCancel, onSaved }: SessionFormProps) {
  const { t, intl } = useI18n();
  const form = useContractForm(SessionFormSchema, initialSessionValues(session));
  const invalidate = useInvalidateSessions();
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (state) => state.location.pathname });

  const onSubmit = form.handleSubmit(async (body) => {
    let saved: Session;
    try {
      saved = session ? await updateSession(session.id, body) : await createSession(event.id, body);
    } catch (error) {
      const report = serverErrors(error, SESSION_FORM_FIELDS);
      const fields = Object.entries(report.fields).filter(
        (entry): entry is [(typeof SESSION_FORM_FIELDS)[number], string] => typeof entry[1] === 'string',
      );
      for (const [field, message] of fields) form.setFieldError(field, message);
      // docs/product.md#error-texts: any other save failure is 'Failed to update session' on the title.
      if (fields.length === 0) form.setFieldError('title', MESSAGES.failedToUpdateSession);
      return;
    }
    await invalidate();
    onSaved();
    if (session) return;
    if (event.event_type === 'SINGLE_SESSION')
      await navigate(sessionLink(viewFromPath(pathname, event.organization_id), event.id, saved.id));
    else announceCreatedSession({ id: saved.id, eventId: event.id, title: saved.title, day: saved.day_number });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <TextField label={t('session.form.title')} field={form.field('title')} autoComplete="off" />
      <TextAreaField label={t('session.form.description')} field={form.field('description')} rows={3} />
      <div className="grid gap-4 sm:grid-cols-[2fr_3fr]">
        <SelectField
          label={t('session.form.type')}
          field={form.field('session_type')}
          options={SESSION_TYPE_OPTIONS.map((o) => ({ ...o, label: t(SESSION_TYPE_KEYS[o.value]) }))}
        />
        <SelectField
          label={t('session.form.day')}
          field={form.field('day_number')}
          options={dayOptions(event).map((o) => ({
            ...o,
            label: t('session.details.eventDay', {
              day: o.value,
              date: eventDayLongDate(event.start_date, Number(o.value), intl),
            }),
          }))}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('session.form.start')} type="time" field={form.field('start_time')} />
        <TextField label={t('session.form.end')} type="time" field={form.field('end_time')} />
      </div>
      <TextField
        label={t('session.form.streamUrl')}
        type="url"
        inputMode="url"
        placeholder={t('session.form.streamPlaceholder')}
        field={form.field('stream_url')}
      />
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={form.submitting}>
          {t('session.form.cancel')}
        </Button>
        <Button type="submit" loading={form.submitting}>
          {session ? t('session.form.save') : t('session.form.create')}
        </Button>
      </div>
    </form>
  );
}
