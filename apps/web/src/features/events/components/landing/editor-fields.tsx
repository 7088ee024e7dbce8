import { useId, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError, Input, Label } from '../../../../components/ui/input';
import { TextArea } from '../../../../components/ui/textarea';

interface DraftFieldProps {
  label: string;
  /** The input's registration with the editor's form (name, ref and handlers). */
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  multiline?: boolean;
  rows?: number;
  type?: 'text' | 'url';
  placeholder?: string;
}

/** A labelled input or text area of the landing editor, with its error wired for assistive technology. */
export function DraftField({
  label,
  registration,
  error,
  multiline = false,
  rows = 3,
  type = 'text',
  placeholder,
}: DraftFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const shared = {
    ...registration,
    id,
    placeholder,
    invalid: Boolean(error),
    'aria-describedby': error ? errorId : undefined,
  };
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      {multiline ? <TextArea {...shared} rows={rows} /> : <Input {...shared} type={type} />}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}

/** A titled group of editor fields. */
export function EditorSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-card border border-slate-200 bg-white p-5 shadow-card sm:p-6">
      <legend className="float-left mb-4 w-full text-lg font-semibold text-slate-900">{title}</legend>
      <div className="clear-both space-y-4">{children}</div>
    </fieldset>
  );
}
