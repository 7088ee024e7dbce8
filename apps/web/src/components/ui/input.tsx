import type { InputHTMLAttributes, LabelHTMLAttributes, Ref } from 'react';
import { cx } from '../../lib/cx';

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  invalid?: boolean;
  ref?: Ref<HTMLInputElement>;
}

export function Input({ invalid = false, className, ...rest }: InputProps) {
  return (
    <input
      aria-invalid={invalid || undefined}
      className={cx(
        'block h-11 w-full rounded-lg border bg-white px-3 text-base text-slate-900 shadow-sm placeholder:text-slate-500',
        'focus:outline-2 focus:outline-offset-0 disabled:bg-slate-100',
        invalid ? 'border-red-600 focus:outline-red-600' : 'border-slate-300 focus:outline-primary-600',
        className,
      )}
      {...rest}
    />
  );
}

export function Label({ className, children, ...rest }: LabelHTMLAttributes<HTMLLabelElement>) {
  return (
    <label className={cx('mb-1.5 block text-sm font-medium text-slate-800', className)} {...rest}>
      {children}
    </label>
  );
}

export function FieldError({ id, children }: { id: string; children?: string }) {
  if (!children) return null;
  return (
    <p id={id} className="mt-1.5 text-sm text-red-700">
      {children}
    </p>
  );
}
