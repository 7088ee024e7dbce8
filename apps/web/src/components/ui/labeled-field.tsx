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
 * TextField, SelectField and TextAreaField get their wiring from; `children` renders the control.
 */
export function LabeledField({
  label,
  field,
  id,
  children,
}: {
  label: string;
  field: FieldProps;
  id?: string;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const errorId = `${controlId}-error`;
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
        'aria-describedby': field.error ? errorId : undefined,
      })}
      <FieldError id={errorId}>{field.error}</FieldError>
    </div>
  );
}
