import type { Ref, TextareaHTMLAttributes } from 'react';
import { cx } from '../../lib/cx';
import type { FieldProps } from '../../lib/use-contract-form';
import { LabeledField } from './labeled-field';

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  invalid?: boolean;
  ref?: Ref<HTMLTextAreaElement>;
}

export function TextArea({ invalid = false, className, rows = 3, ...rest }: TextAreaProps) {
  return (
    <textarea
      rows={rows}
      aria-invalid={invalid || undefined}
      className={cx(
        'block w-full rounded-lg border bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-500',
        'focus:outline-2 focus:outline-offset-0 disabled:bg-slate-100',
        invalid ? 'border-red-600 focus:outline-red-600' : 'border-slate-300 focus:outline-primary-600',
        className,
      )}
      {...rest}
    />
  );
}

export interface TextAreaFieldProps extends Omit<
  TextAreaProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'invalid' | 'ref'
> {
  label: string;
  field: FieldProps;
  /** A line below the text area that describes it (see LabeledField). */
  hint?: string;
}

/** Label + text area + error, wired like TextField. */
export function TextAreaField({ label, field, id, hint, ...rest }: TextAreaFieldProps) {
  return (
    <LabeledField label={label} field={field} id={id} hint={hint}>
      {(control) => <TextArea {...control} {...rest} />}
    </LabeledField>
  );
}
