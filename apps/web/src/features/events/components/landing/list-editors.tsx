import type { Control, UseFormRegister } from 'react-hook-form';
import { useFieldArray } from '../../../../lib/use-contract-form';
import { Button } from '../../../../components/ui/button';
import { Icon } from '../../../../components/ui/icons';
import { newRowKey, type LandingDraft } from '../../landing-draft';
import { useI18n } from '../../../../lib/i18n/i18n';
import { DraftField } from './editor-fields';

/** Limits of the contract (EventSections): 12 highlights, 50 questions. */
const MAX_HIGHLIGHTS = 12;
const MAX_FAQS = 50;

interface ListEditorProps {
  control: Control<LandingDraft>;
  register: UseFormRegister<LandingDraft>;
  /** Errors by body path ('sections.highlights.0.title'). */
  errors: Record<string, string>;
}

function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button size="sm" variant="ghost" onClick={onClick}>
      <span className="inline-flex items-center gap-1.5 text-red-700">
        <Icon name="trash" className="size-4" />
        {label}
      </span>
    </Button>
  );
}

// A new row is added without moving the focus to it, as before the editor used react-hook-form.
const KEEP_FOCUS = { shouldFocus: false };

export function HighlightsEditor({ control, register, errors }: ListEditorProps) {
  const { t } = useI18n();
  const { fields, append, remove } = useFieldArray({ control, name: 'highlights' });
  return (
    <div className="space-y-4">
      {fields.map((row, index) => (
        <div key={row.id} className="space-y-3 rounded-lg border border-slate-200 p-4">
          <DraftField
            label={t('landingEditor.highlightTitle', { n: index + 1 })}
            registration={register(`highlights.${index}.title`)}
            error={errors[`sections.highlights.${index}.title`]}
          />
          <DraftField
            label={t('landingEditor.highlightDescription', { n: index + 1 })}
            multiline
            rows={2}
            registration={register(`highlights.${index}.description`)}
            error={errors[`sections.highlights.${index}.description`]}
          />
          <RemoveButton label={t('landingEditor.removeHighlight', { n: index + 1 })} onClick={() => remove(index)} />
        </div>
      ))}
      <Button
        variant="secondary"
        disabled={fields.length >= MAX_HIGHLIGHTS}
        onClick={() => append({ key: newRowKey(), title: '', description: '' }, KEEP_FOCUS)}
      >
        <Icon name="plus" className="size-4" />
        {t('landingEditor.addHighlight')}
      </Button>
    </div>
  );
}

export function FaqsEditor({ control, register, errors }: ListEditorProps) {
  const { t } = useI18n();
  const { fields, append, remove } = useFieldArray({ control, name: 'faqs' });
  return (
    <div className="space-y-4">
      {fields.map((row, index) => (
        <div key={row.id} className="space-y-3 rounded-lg border border-slate-200 p-4">
          <DraftField
            label={t('landingEditor.question', { n: index + 1 })}
            registration={register(`faqs.${index}.question`)}
            error={errors[`sections.faqs.${index}.question`]}
          />
          <DraftField
            label={t('landingEditor.answer', { n: index + 1 })}
            multiline
            rows={2}
            registration={register(`faqs.${index}.answer`)}
            error={errors[`sections.faqs.${index}.answer`]}
          />
          <RemoveButton label={t('landingEditor.removeQuestion', { n: index + 1 })} onClick={() => remove(index)} />
        </div>
      ))}
      <Button
        variant="secondary"
        disabled={fields.length >= MAX_FAQS}
        onClick={() => append({ key: newRowKey(), question: '', answer: '' }, KEEP_FOCUS)}
      >
        <Icon name="plus" className="size-4" />
        {t('landingEditor.addQuestion')}
      </Button>
    </div>
  );
}
