import type { Ref, SelectHTMLAttributes } from 'react';
import { cx } from '../../lib/cx';
import type { FieldProps } from '../../lib/use-contract-form';
import { LabeledField } from './labeled-field';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  options: ReadonlyArray<SelectOption>;
  invalid?: boolean;
  ref?: Ref<HTMLSelectElement>;
}

/** A native select (keyboard and screen-reader behaviour for free), styled like the inputs. */
export function Select({ options, invalid = false, className, ...rest }: SelectProps) {
  return (
    <select
      aria-invalid={invalid || undefined}
      className={cx(
        'block h-11 w-full rounded-lg border bg-white px-3 text-base text-slate-900 shadow-sm',
        'focus:outline-2 focus:outline-offset-0 disabled:bg-slate-100 disabled:text-slate-600',
        invalid ? 'border-red-600 focus:outline-red-600' : 'border-slate-300 focus:outline-primary-600',
        className,
      )}
      {...rest}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

export interface SelectFieldProps extends Omit<
  SelectProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'invalid' | 'ref'
> {
  label: string;
  field: FieldProps;
}

/** Label + select + error, wired like TextField. */
export function SelectField({ label, field, id, ...rest }: SelectFieldProps) {
  return (
    <LabeledField label={label} field={field} id={id}>
      {(control) => <Select {...control} {...rest} />}
    </LabeledField>
  );
}
