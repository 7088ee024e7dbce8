import { Button } from '../../../../components/ui/button';
import { Icon } from '../../../../components/ui/icons';
import { newRowKey, type FaqDraft, type HighlightDraft } from '../../landing-draft';
import { DraftField } from './editor-fields';

/** Limits of the contract (EventSections): 12 highlights, 50 questions. */
const MAX_HIGHLIGHTS = 12;
const MAX_FAQS = 50;

interface ListEditorProps<T> {
  items: T[];
  onChange: (items: T[]) => void;
  errors: Record<string, string>;
}

function replaceAt<T>(items: T[], index: number, item: T): T[] {
  return items.map((current, i) => (i === index ? item : current));
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

export function HighlightsEditor({ items, onChange, errors }: ListEditorProps<HighlightDraft>) {
  return (
    <div className="space-y-4">
      {items.map((item, index) => (
        <div key={item.key} className="space-y-3 rounded-lg border border-slate-200 p-4">
          <DraftField label={`Highlight ${index + 1} title`} value={item.title} error={errors[`sections.highlights.${index}.title`]} onChange={(title) => onChange(replaceAt(items, index, { ...item, title }))} />
          <DraftField label={`Highlight ${index + 1} description`} multiline rows={2} value={item.description} error={errors[`sections.highlights.${index}.description`]} onChange={(description) => onChange(replaceAt(items, index, { ...item, description }))} />
          <RemoveButton label={`Remove highlight ${index + 1}`} onClick={() => onChange(items.filter((_, i) => i !== index))} />
        </div>
      ))}
      <Button variant="secondary" disabled={items.length >= MAX_HIGHLIGHTS} onClick={() => onChange([...items, { key: newRowKey(), title: '', description: '' }])}>
        <Icon name="plus" className="size-4" />
        Add highlight
      </Button>
    </div>
  );
}

export function FaqsEditor({ items, onChange, errors }: ListEditorProps<FaqDraft>) {
  return (
    <div className="space-y-4">
      {items.map((item, index) => (
        <div key={item.key} className="space-y-3 rounded-lg border border-slate-200 p-4">
          <DraftField label={`Question ${index + 1}`} value={item.question} error={errors[`sections.faqs.${index}.question`]} onChange={(question) => onChange(replaceAt(items, index, { ...item, question }))} />
          <DraftField label={`Answer ${index + 1}`} multiline rows={2} value={item.answer} error={errors[`sections.faqs.${index}.answer`]} onChange={(answer) => onChange(replaceAt(items, index, { ...item, answer }))} />
          <RemoveButton label={`Remove question ${index + 1}`} onClick={() => onChange(items.filter((_, i) => i !== index))} />
        </div>
      ))}
      <Button variant="secondary" disabled={items.length >= MAX_FAQS} onClick={() => onChange([...items, { key: newRowKey(), question: '', answer: '' }])}>
        <Icon name="plus" className="size-4" />
        Add question
      </Button>
    </div>
  );
}
