import type { EventDetail } from '@atria/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from '../../../../lib/use-contract-form';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { Label } from '../../../../components/ui/input';
import { Select } from '../../../../components/ui/select';
import { isApiError } from '../../../../lib/api-client';
import { eventKeys, updateEvent } from '../../api';
import { toLandingDraft, validateLanding, type LandingDraft } from '../../landing-draft';
import { DraftField, EditorSection } from './editor-fields';
import { FaqsEditor, HighlightsEditor } from './list-editors';
import { useI18n } from '../../../../lib/i18n/i18n';

/** The server's field errors by dotted path, and a message for the rest. */
function serverReport(error: unknown, unexpected: string): { errors: Record<string, string>; message: string } {
  const fieldErrors = isApiError(error) ? error.data?.errors : undefined;
  const errors: Record<string, string> = {};
  for (const [key, messages] of Object.entries(fieldErrors ?? {})) if (messages[0]) errors[key] = messages[0];
  const message = errors._schema ?? (isApiError(error) && error.status === 422 ? error.message : unexpected);
  return { errors, message };
}

/**
 * Organizers edit the landing page in place: hero, welcome, highlights, FAQ, format and venue (PUT /events/{id}).
 * react-hook-form holds the inputs (useFieldArray the two lists); the contract's check runs on save and its errors,
 * like the server's, stay keyed by body path until the next save (docs/architecture.md#forms).
 */
export function LandingEditor({
  event,
  onDone,
  onSaved,
}: {
  event: EventDetail;
  onDone: () => void;
  /** Called after a save succeeded, before `onDone` (which Cancel calls too). */
  onSaved?: () => void;
}) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const formatId = useId();
  const [initial] = useState<LandingDraft>(() => toLandingDraft(event));
  const { control, register, handleSubmit, formState } = useForm<LandingDraft>({
    defaultValues: initial,
    shouldFocusError: false,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const saving = formState.isSubmitting;

  const save = handleSubmit(async (draft) => {
    const result = validateLanding(draft);
    if (!result.success) {
      setErrors(result.errors);
      setFormError(t('landingEditor.fixFields'));
      return;
    }
    setErrors({});
    setFormError(null);
    try {
      const updated = await updateEvent(event.id, result.body);
      queryClient.setQueryData(eventKeys.detail(event.id), updated);
      await queryClient.invalidateQueries({ queryKey: eventKeys.all });
      onSaved?.();
      onDone();
    } catch (error) {
      const report = serverReport(error, t('landingEditor.unexpected'));
      setErrors(report.errors);
      setFormError(report.message);
    }
  });

  return (
    <form
      noValidate
      onSubmit={(formEvent) => void save(formEvent)}
      className="space-y-6"
      aria-label={t('landingEditor.label')}
    >
      {formError && <Alert title={formError} />}
      <EditorSection title={t('landingEditor.hero')}>
        <DraftField
          label={t('landingEditor.heroDescription')}
          multiline
          registration={register('hero_description')}
          error={errors.hero_description}
        />
        <DraftField
          label={t('landingEditor.heroImage')}
          type="url"
          placeholder="https://"
          registration={register('hero_image')}
          error={errors['hero_images.desktop']}
        />
      </EditorSection>
      <EditorSection title={t('landingEditor.welcome')}>
        <DraftField
          label={t('landingEditor.welcomeTitle')}
          registration={register('welcome_title')}
          error={errors['sections.welcome.title']}
        />
        <DraftField
          label={t('landingEditor.welcomeMessage')}
          multiline
          rows={4}
          registration={register('welcome_content')}
          error={errors['sections.welcome.content']}
        />
      </EditorSection>
      <EditorSection title={t('landingEditor.highlights')}>
        <HighlightsEditor control={control} register={register} errors={errors} />
      </EditorSection>
      <EditorSection title={t('landingEditor.faq')}>
        <FaqsEditor control={control} register={register} errors={errors} />
      </EditorSection>
      <EditorSection title={t('landingEditor.formatVenue')}>
        <div>
          <Label htmlFor={formatId}>{t('landingEditor.format')}</Label>
          <Select
            id={formatId}
            options={[
              { value: 'VIRTUAL', label: t('landingEditor.format.virtual') },
              { value: 'HYBRID', label: t('landingEditor.format.hybrid') },
            ]}
            {...register('event_format')}
          />
        </div>
        <DraftField
          label={t('landingEditor.venueName')}
          registration={register('venue_name')}
          error={errors.venue_name}
        />
        <DraftField
          label={t('landingEditor.venueAddress')}
          registration={register('venue_address')}
          error={errors.venue_address}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <DraftField label={t('landingEditor.city')} registration={register('venue_city')} error={errors.venue_city} />
          <DraftField
            label={t('landingEditor.country')}
            registration={register('venue_country')}
            error={errors.venue_country}
          />
        </div>
      </EditorSection>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={saving}>
          {t('landingEditor.save')}
        </Button>
        <Button variant="secondary" onClick={onDone} disabled={saving}>
          {t('dialog.cancel')}
        </Button>
      </div>
    </form>
  );
}
