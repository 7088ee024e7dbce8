import { EventFormat, type EventDetail } from '@atria/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { Label } from '../../../../components/ui/input';
import { Select } from '../../../../components/ui/select';
import { isApiError } from '../../../../lib/api-client';
import { eventKeys, updateEvent } from '../../api';
import { toLandingDraft, validateLanding, type LandingDraft } from '../../landing-draft';
import { DraftField, EditorSection } from './editor-fields';
import { FaqsEditor, HighlightsEditor } from './list-editors';

const FORMAT_OPTIONS = [
  { value: 'VIRTUAL', label: 'Virtual Event' },
  { value: 'HYBRID', label: 'In-person & Virtual Event' },
];

/** The server's field errors by dotted path, and a message for the rest. */
function serverReport(error: unknown): { errors: Record<string, string>; message: string } {
  const fieldErrors = isApiError(error) ? error.data?.errors : undefined;
  const errors: Record<string, string> = {};
  for (const [key, messages] of Object.entries(fieldErrors ?? {})) if (messages[0]) errors[key] = messages[0];
  const message = errors._schema ?? (isApiError(error) && error.status === 422 ? error.message : 'An unexpected error occurred');
  return { errors, message };
}

/** Organizers edit the landing page in place: hero, welcome, highlights, FAQ, format and venue (PUT /events/{id}). */
export function LandingEditor({ event, onDone }: { event: EventDetail; onDone: () => void }) {
  const queryClient = useQueryClient();
  const formatId = useId();
  const [draft, setDraft] = useState<LandingDraft>(() => toLandingDraft(event));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof LandingDraft>(key: K) => (value: LandingDraft[K]) => setDraft((current) => ({ ...current, [key]: value }));

  async function save(formEvent: FormEvent<HTMLFormElement>) {
    formEvent.preventDefault();
    const result = validateLanding(draft);
    if (!result.success) {
      setErrors(result.errors);
      setFormError('Please fix the highlighted fields.');
      return;
    }
    setErrors({});
    setFormError(null);
    setSaving(true);
    try {
      const updated = await updateEvent(event.id, result.body);
      queryClient.setQueryData(eventKeys.detail(event.id), updated);
      await queryClient.invalidateQueries({ queryKey: eventKeys.all });
      onDone();
    } catch (error) {
      const report = serverReport(error);
      setErrors(report.errors);
      setFormError(report.message);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form noValidate onSubmit={(formEvent) => void save(formEvent)} className="space-y-6" aria-label="Edit event page">
      {formError && <Alert title={formError} />}
      <EditorSection title="Hero">
        <DraftField label="Hero description" multiline value={draft.hero_description} error={errors.hero_description} onChange={set('hero_description')} />
        <DraftField label="Hero image URL (desktop)" type="url" placeholder="https://" value={draft.hero_image} error={errors['hero_images.desktop']} onChange={set('hero_image')} />
      </EditorSection>
      <EditorSection title="Welcome">
        <DraftField label="Welcome title" value={draft.welcome_title} error={errors['sections.welcome.title']} onChange={set('welcome_title')} />
        <DraftField label="Welcome message" multiline rows={4} value={draft.welcome_content} error={errors['sections.welcome.content']} onChange={set('welcome_content')} />
      </EditorSection>
      <EditorSection title="Highlights">
        <HighlightsEditor items={draft.highlights} errors={errors} onChange={set('highlights')} />
      </EditorSection>
      <EditorSection title="Frequently Asked Questions">
        <FaqsEditor items={draft.faqs} errors={errors} onChange={set('faqs')} />
      </EditorSection>
      <EditorSection title="Format and venue">
        <div>
          <Label htmlFor={formatId}>Format</Label>
          <Select
            id={formatId}
            options={FORMAT_OPTIONS}
            value={draft.event_format}
            onChange={(changeEvent) => {
              const parsed = EventFormat.safeParse(changeEvent.target.value);
              if (parsed.success) set('event_format')(parsed.data);
            }}
          />
        </div>
        <DraftField label="Venue name" value={draft.venue_name} error={errors.venue_name} onChange={set('venue_name')} />
        <DraftField label="Venue address" value={draft.venue_address} error={errors.venue_address} onChange={set('venue_address')} />
        <div className="grid gap-4 sm:grid-cols-2">
          <DraftField label="City" value={draft.venue_city} error={errors.venue_city} onChange={set('venue_city')} />
          <DraftField label="Country" value={draft.venue_country} error={errors.venue_country} onChange={set('venue_country')} />
        </div>
      </EditorSection>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={saving}>
          Save Page
        </Button>
        <Button variant="secondary" onClick={onDone} disabled={saving}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
