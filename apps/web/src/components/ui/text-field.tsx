import { useId } from 'react';
import type { FieldProps } from '../../lib/use-zod-form';
import { FieldError, Input, Label, type InputProps } from './input';

export interface TextFieldProps extends Omit<InputProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'invalid'> {
  label: string;
  field: FieldProps;
}

/** Label + input + error, wired for assistive technology (aria-invalid, aria-describedby). */
export function TextField({ label, field, id, ...rest }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  return (
    <div>
      <Label htmlFor={inputId}>{label}</Label>
      <Input
        id={inputId}
        name={field.name}
        value={field.value}
        onChange={field.onChange}
        onBlur={field.onBlur}
        invalid={Boolean(field.error)}
        aria-describedby={field.error ? errorId : undefined}
        {...rest}
      />
      <FieldError id={errorId}>{field.error}</FieldError>
    </div>
  );
}
