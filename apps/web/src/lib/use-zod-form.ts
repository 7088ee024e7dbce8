import { useState, type ChangeEvent, type FormEvent } from 'react';
import type { z } from 'zod';
import { validateForm, type FieldErrors } from './form-errors';

/** Inputs, selects and text areas all report their value the same way. */
export type FieldChangeEvent = ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>;

export interface FieldProps {
  name: string;
  value: string;
  error: string | undefined;
  onChange: (event: FieldChangeEvent) => void;
  onBlur: () => void;
}

/**
 * Hand-rolled form state validated by a contracts schema. Errors appear on submit and for touched fields
 * (left after an edit), and are re-checked on every change.
 */
export function useZodForm<K extends string, Out>(
  schema: z.ZodType<Out, Record<K, string>>,
  initialValues: Record<K, string>,
) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrors<K>>({});
  const [touched, setTouched] = useState<Partial<Record<K, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  /** Re-checks every field the user has already seen an error for (touched, or all after a submit). */
  function revalidate(nextValues: Record<K, string>, nextTouched: Partial<Record<K, boolean>>) {
    const result = validateForm(schema, nextValues);
    setErrors((prev) => {
      const next = { ...prev };
      for (const key of Object.keys(nextValues) as K[]) {
        if (submitted || nextTouched[key]) next[key] = result.success ? undefined : result.errors[key];
      }
      return next;
    });
  }

  function field(name: K): FieldProps {
    return {
      name,
      value: values[name],
      error: errors[name],
      onChange: (event) => {
        const next = { ...values, [name]: event.target.value };
        setValues(next);
        revalidate(next, touched);
      },
      onBlur: () => {
        if (values[name] === initialValues[name] && !submitted) return;
        const nextTouched = { ...touched, [name]: true };
        setTouched(nextTouched);
        revalidate(values, nextTouched);
      },
    };
  }

  /** Sets several values at once (a prefill, a field that follows another) and re-checks fields already shown. */
  function setFieldValues(changes: Partial<Record<K, string>>) {
    const next = { ...values, ...changes };
    setValues(next);
    revalidate(next, touched);
  }

  function setFieldError(name: K, message: string) {
    setErrors((prev) => ({ ...prev, [name]: message }));
  }

  function handleSubmit(onValid: (data: Out) => Promise<void>) {
    return async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      setSubmitted(true);
      const result = validateForm(schema, values);
      if (!result.success) {
        setErrors(result.errors);
        return;
      }
      setErrors({});
      setSubmitting(true);
      try {
        await onValid(result.data);
      } finally {
        setSubmitting(false);
      }
    };
  }

  return { values, errors, submitting, field, setFieldValues, setFieldError, handleSubmit };
}
