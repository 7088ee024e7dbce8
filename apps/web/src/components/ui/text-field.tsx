import type { FieldProps } from '../../lib/use-contract-form';
import { Input, type InputProps } from './input';
import { LabeledField } from './labeled-field';

export interface TextFieldProps extends Omit<InputProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'invalid' | 'ref'> {
  label: string;
  field: FieldProps;
}

/** Label + input + error, wired for assistive technology (aria-invalid, aria-describedby). */
export function TextField({ label, field, id, ...rest }: TextFieldProps) {
  return (
    <LabeledField label={label} field={field} id={id}>
      {(control) => <Input {...control} {...rest} />}
    </LabeledField>
  );
}
