import { EventBranding, EventType, UpdateEventBody, type EventDetail } from '@atria/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Suspense, useId, useMemo, useState, type ComponentType, type FormEvent, type ReactNode } from 'react';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { SelectField } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';
import { TextAreaField } from '../../../components/ui/textarea';
import { api } from '../../../lib/api-client';
import { contractForm } from '../../../lib/form-schema';
import { useContractMessages } from '../../../lib/i18n/contract-messages';
import { useI18n } from '../../../lib/i18n/i18n';
import { serverErrors } from '../../../lib/server-errors';
import { useContractForm } from '../../../lib/use-contract-form';
import { deleteEvent, eventKeys, updateEvent } from '../../events';
import '../messages';
import { describeError } from '../../../lib/describe-error';

/** The events feature's landing page editor (hero, welcome, highlights, FAQ), handed in by the route. */
export type LandingEditorType = ComponentType<{ event: EventDetail; onDone: () => void; onSaved?: () => void }>;

const blankToNull = (v: string): string | null => (v.trim() === '' ? null : v);

const DetailsForm = contractForm(
  z.object({ title: z.string(), company_name: z.string(), description: z.string() }),
  UpdateEventBody,
  (v) => ({ ...v, description: blankToNull(v.description) }),
);
const DateFields = z.object({
  event_type: EventType,
  start_date: z.string(),
  end_date: z.string(),
  time_zone: z.string(),
});
const DatesForm = contractForm(DateFields, UpdateEventBody);
const BrandingForm = contractForm(z.object({ primary_color: z.string() }), EventBranding, (v) => ({
  primary_color: blankToNull(v.primary_color),
}));

/** Every zone this browser knows, the event's own first if it is not among them. */
function zoneOptions(current: string): { value: string; label: string }[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const all = zones.includes(current) ? zones : [current, ...zones];
  return (all.includes('UTC') ? all : ['UTC', ...all]).map((z) => ({ value: z, label: z }));
}

function Section({ id, title, intro, children }: { id: string; title: string; intro?: string; children: ReactNode }) {
  return (
    <Card className="p-4 sm:p-6">
      <section aria-labelledby={id} className="space-y-4">
        <div>
          <h2 id={id} className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          {intro && <p className="mt-1 text-sm text-slate-700">{intro}</p>}
        </div>
        {children}
      </section>
    </Card>
  );
}

/** A section's own form: the contract checks it, Save sends only its fields, a polite line says it was saved. */
function useSectionSave<F extends string>(fields: readonly F[]) {
  const { t } = useI18n();
  const inLanguage = useContractMessages();
  const [status, setStatus] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  async function run(save: () => Promise<void>, setFieldError: (field: F, message: string) => void) {
    setStatus('');
    setFormError(null);
    try {
      await save();
      setStatus(t('sessionsAdmin.settings.saved'));
    } catch (error) {
      const report = serverErrors(error, fields);
      for (const f of fields) {
        const message = report.fields[f];
        if (message) setFieldError(f, message);
      }
      setFormError(report.form && inLanguage(report.form));
    }
  }
  const feedback = (
    <>
      {formError && <Alert title={formError} />}
      <p role="status" className="text-sm text-slate-700">
        {status}
      </p>
    </>
  );
  return { run, feedback };
}

function useSaveEvent(eventId: number) {
  const queryClient = useQueryClient();
  return async (body: UpdateEventBody) => {
    const updated = await updateEvent(eventId, body);
    queryClient.setQueryData(eventKeys.detail(eventId), updated);
    await queryClient.invalidateQueries({ queryKey: eventKeys.all });
  };
}

function DetailsSection({ event }: { event: EventDetail }) {
  const { t } = useI18n();
  const save = useSaveEvent(event.id);
  const form = useContractForm(DetailsForm, {
    title: event.title,
    company_name: event.company_name,
    description: event.description ?? '',
  });
  const { run, feedback } = useSectionSave(['title', 'company_name', 'description'] as const);
  const onSubmit = form.handleSubmit((body) => run(() => save(body), form.setFieldError));
  return (
    <Section id="settings-details" title={t('sessionsAdmin.settings.details')}>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <TextField label={t('sessionsAdmin.settings.title')} field={form.field('title')} />
        <TextField
          label={t('sessionsAdmin.settings.company')}
          autoComplete="organization"
          field={form.field('company_name')}
        />
        <TextAreaField label={t('sessionsAdmin.settings.description')} rows={4} field={form.field('description')} />
        {feedback}
        <Button type="submit" loading={form.submitting}>
          {t('sessionsAdmin.settings.saveDetails')}
        </Button>
      </form>
    </Section>
  );
}

function DatesSection({ event }: { event: EventDetail }) {
  const { t } = useI18n();
  const save = useSaveEvent(event.id);
  const form = useContractForm(DatesForm, {
    event_type: event.event_type,
    start_date: event.start_date,
    end_date: event.end_date,
    time_zone: event.time_zone,
  });
  const zones = useMemo(() => zoneOptions(event.time_zone), [event.time_zone]);
  const { run, feedback } = useSectionSave(['event_type', 'start_date', 'end_date', 'time_zone'] as const);
  const onSubmit = form.handleSubmit((body) => run(() => save(body), form.setFieldError));
  const locked = event.session_count > 0;
  return (
    <Section
      id="settings-dates"
      title={t('sessionsAdmin.settings.dates')}
      intro={locked ? t('sessionsAdmin.settings.datesLocked') : undefined}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <SelectField
          label={t('sessionsAdmin.settings.type')}
          disabled={locked}
          options={[
            { value: 'CONFERENCE', label: t('sessionsAdmin.settings.typeConference') },
            { value: 'SINGLE_SESSION', label: t('sessionsAdmin.settings.typeSingle') },
          ]}
          field={form.field('event_type')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('sessionsAdmin.settings.start')}
            type="date"
            disabled={locked}
            field={form.field('start_date')}
          />
          <TextField
            label={t('sessionsAdmin.settings.end')}
            type="date"
            disabled={locked}
            field={form.field('end_date')}
          />
        </div>
        <SelectField label={t('sessionsAdmin.settings.timeZone')} options={zones} field={form.field('time_zone')} />
        {feedback}
        <Button type="submit" loading={form.submitting}>
          {t('sessionsAdmin.settings.saveDates')}
        </Button>
      </form>
    </Section>
  );
}

function BrandingSection({ event }: { event: EventDetail }) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const form = useContractForm(BrandingForm, { primary_color: event.branding.primary_color ?? '' });
  const { run, feedback } = useSectionSave(['primary_color'] as const);
  const [imageStatus, setImageStatus] = useState('');
  const refresh = () => queryClient.invalidateQueries({ queryKey: eventKeys.all });
  const onSubmit = form.handleSubmit((body) =>
    run(async () => {
      await api.events.updateBranding({ params: { id: event.id }, body });
      await refresh();
    }, form.setFieldError),
  );

  async function upload(kind: 'banner' | 'logo', file: File | undefined) {
    if (!file) return;
    setImageStatus('');
    try {
      if (kind === 'banner')
        await api.events.setBanner({ params: { id: event.id }, body: file, contentType: file.type });
      else await api.events.setLogo({ params: { id: event.id }, body: file, contentType: file.type });
      setImageStatus(t('sessionsAdmin.settings.imageSaved'));
      await refresh();
    } catch (error) {
      setImageStatus(t('sessionsAdmin.failed', { error: describeError(error) }));
    }
  }

  const bannerId = useId();
  const logoId = useId();
  return (
    <Section id="settings-branding" title={t('sessionsAdmin.settings.branding')}>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <TextField label={t('sessionsAdmin.settings.color')} field={form.field('primary_color')} />
        {feedback}
        <Button type="submit" loading={form.submitting}>
          {t('sessionsAdmin.settings.saveBranding')}
        </Button>
      </form>
      <div className="grid gap-4 sm:grid-cols-2">
        {(
          [
            ['banner', bannerId, t('sessionsAdmin.settings.banner')],
            ['logo', logoId, t('sessionsAdmin.settings.logo')],
          ] as const
        ).map(([kind, id, label]) => (
          <div key={kind} className="min-w-0">
            <label htmlFor={id} className="block text-sm font-medium text-slate-800">
              {label}
            </label>
            <input
              id={id}
              type="file"
              accept="image/png,image/jpeg,image/webp"
              className="mt-1 block w-full max-w-full text-sm text-slate-800 file:me-3 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:py-2 file:font-semibold"
              onChange={(e) => void upload(kind, e.target.files?.[0])}
            />
          </div>
        ))}
      </div>
      <p role="status" className="text-sm text-slate-700">
        {imageStatus}
      </p>
    </Section>
  );
}

/** Delete the event: only once its title is typed; says what goes and what stays (event admins). */
function DangerZone({ event }: { event: EventDetail }) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const matches = typed.trim() === event.title.trim();

  async function remove(e: FormEvent) {
    e.preventDefault();
    if (!matches) return;
    setBusy(true);
    setError(null);
    try {
      await deleteEvent(event.id);
      queryClient.removeQueries({ queryKey: eventKeys.detail(event.id) });
      await queryClient.invalidateQueries({ queryKey: eventKeys.all });
      await navigate({ to: '/app/organizations/$orgId', params: { orgId: String(event.organization_id) } });
    } catch (err) {
      setError(t('sessionsAdmin.failed', { error: describeError(err) }));
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="settings-danger" className="rounded-xl border border-red-300 bg-red-50 p-4 sm:p-6">
      <h2 id="settings-danger" className="text-lg font-semibold text-red-900">
        {t('sessionsAdmin.settings.danger')}
      </h2>
      <p className="mt-2 text-sm text-red-900">{t('sessionsAdmin.settings.deleteLost')}</p>
      <p className="mt-2 text-sm text-red-900">{t('sessionsAdmin.settings.deleteKept')}</p>
      {event.permissions.is_admin ? (
        <form onSubmit={(e) => void remove(e)} className="mt-4 space-y-3">
          <label htmlFor={inputId} className="block text-sm font-medium text-red-900">
            {t('sessionsAdmin.settings.typeToConfirm', { title: event.title })}
          </label>
          <Input id={inputId} value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" />
          {error && <Alert title={error} />}
          <Button type="submit" variant="danger" disabled={!matches} loading={busy}>
            {t('sessionsAdmin.settings.delete')}
          </Button>
        </form>
      ) : (
        <p className="mt-3 text-sm font-medium text-red-900">{t('sessionsAdmin.settings.deleteAdminsOnly')}</p>
      )}
    </section>
  );
}

/**
 * /app/events/{id}/admin/settings: every field of the event in sections, each with its own Save and the contract's
 * validation, the landing page editor, branding and images, and the danger zone.
 */
export function EventSettingsPage({ event, LandingEditor }: { event: EventDetail; LandingEditor: LandingEditorType }) {
  const { t } = useI18n();
  const [landingKey, setLandingKey] = useState(0);
  const [landingStatus, setLandingStatus] = useState('');
  if (!event.permissions.can_edit) return <Alert title={t('sessionsAdmin.settings.notAllowed')} />;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">{t('sessionsAdmin.settings.heading')}</h1>
        <p className="mt-1 text-slate-700">{t('sessionsAdmin.settings.intro')}</p>
      </header>
      <DetailsSection event={event} />
      <DatesSection event={event} />
      <Section
        id="settings-landing"
        title={t('sessionsAdmin.settings.landing')}
        intro={t('sessionsAdmin.settings.landingIntro')}
      >
        <Suspense fallback={null}>
          <LandingEditor
            key={landingKey}
            event={event}
            onDone={() => setLandingKey((k) => k + 1)}
            onSaved={() => setLandingStatus(t('sessionsAdmin.settings.saved'))}
          />
        </Suspense>
        <p role="status" className="text-sm text-slate-700">
          {landingStatus}
        </p>
      </Section>
      <BrandingSection event={event} />
      <DangerZone event={event} />
    </div>
  );
}
