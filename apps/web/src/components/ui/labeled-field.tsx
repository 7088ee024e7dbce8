import { useId, type ReactNode } from 'react';
import type { FieldProps } from '../../lib/use-contract-form';
import { FieldError, Label } from './input';

/** What a form control needs from its field: id, handlers, the ref the form reads the value through, and the error link. */
export interface FieldControlProps {
  id: string;
  name: string;
  onChange: FieldProps['onChange'];
  onBlur: FieldProps['onBlur'];
  ref: FieldProps['ref'];
  invalid: boolean;
  'aria-describedby': string | undefined;
}

/**
 * Label + control + error, wired for assistive technology (aria-invalid, aria-describedby). The one place
 * TextField, SelectField and TextAreaField get their wiring from; `children` renders the control. A `hint` shows
 * below the control and describes it too (after the error, when there is one).
 */
export function LabeledField({
  label,
  field,
  id,
  hint,
  children,
}: {
  label: string;
  field: FieldProps;
  id?: string;
  hint?: string;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const errorId = `${controlId}-error`;
  const hintId = `${controlId}-hint`;
  const describedBy = [field.error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  return (
    <div>
      <Label htmlFor={controlId}>{label}</Label>
      {children({
        id: controlId,
        name: field.name,
        onChange: field.onChange,
        onBlur: field.onBlur,
        ref: field.ref,
        invalid: Boolean(field.error),
        'aria-describedby': describedBy === '' ? undefined : describedBy,
      })}
      <FieldError id={errorId}>{field.error}</FieldError>
      {hint && (
        <p id={hintId} className="mt-1.5 text-sm text-slate-700">
          {hint}
        </p>
      )}
    </div>
  );
}
