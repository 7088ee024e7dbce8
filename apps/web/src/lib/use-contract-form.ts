import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ChangeEvent, type FocusEvent } from 'react';
import { useForm, type DefaultValues, type Path, type PathValue } from 'react-hook-form';
import type { z } from 'zod';
import { useContractMessages } from './i18n/contract-messages';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** Inputs, selects and text areas all report their value the same way. */
export type FieldChangeEvent = ChangeEvent<Control>;

/** What TextField, SelectField and TextAreaField take: react-hook-form's registration plus the message to show. */
export interface FieldProps {
  name: string;
  error: string | undefined;
  onChange: (event: FieldChangeEvent) => void;
  onBlur: (event: FocusEvent<Control>) => void;
  ref: (instance: Control | null) => void;
}

/**
 * A form validated by a contracts schema, on react-hook-form with the zod resolver (docs/architecture.md#forms).
 * Errors show after a submit, and for a field left after an edit (leaving a field untouched shows nothing); every
 * shown error is checked again on each change, so fixing one field clears a message it caused on another (a
 * password and its confirmation). The submit handler receives the schema's output, the request body.
 */
export function useContractForm<V extends Record<string, string>, Out>(schema: z.ZodType<Out, V>, defaultValues: V) {
  const [initial] = useState(defaultValues);
  const inLanguage = useContractMessages();
  const form = useForm<V, unknown, Out>({
    resolver: zodResolver(schema),
    defaultValues: initial as DefaultValues<V>,
    mode: 'onTouched',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  // Read during render, so react-hook-form re-renders the form when they change.
  const { errors, isSubmitting } = form.formState;
  const values = form.watch();
  const names = Object.keys(initial) as Path<V>[];

  /** The fields whose errors are on show: every one after a submit, else those touched. */
  const shownFields = (): Path<V>[] => {
    const { isSubmitted, touchedFields } = form.formState;
    return names.filter((name) => isSubmitted || (touchedFields as Partial<Record<string, boolean>>)[name] === true);
  };

  const recheck = (fields: Path<V>[]) => {
    if (fields.length > 0) void form.trigger(fields);
  };

  function field(name: Path<V>): FieldProps {
    const registered = form.register(name);
    const error = errors[name];
    return {
      name,
      ref: registered.ref,
      error: typeof error?.message === 'string' ? inLanguage(error.message) : undefined,
      onChange: (event) => {
        void registered.onChange(event).then(() => recheck(shownFields().filter((other) => other !== name)));
      },
      onBlur: (event) => {
        // Leaving a field without editing it does not count as touching it.
        if (!form.formState.isSubmitted && form.getValues(name) === initial[name]) return;
        void registered.onBlur(event);
      },
    };
  }

  /** Sets several values at once (a prefill, a field that follows another) and re-checks the errors on show. */
  function setFieldValues(changes: Partial<Record<Path<V>, string>>) {
    for (const name of names) {
      const value = changes[name];
      if (value !== undefined) form.setValue(name, value as PathValue<V, Path<V>>, { shouldDirty: true });
    }
    recheck(shownFields());
  }

  /** Shows a server's message on a field until the field is checked again. */
  function setFieldError(name: Path<V>, message: string) {
    form.setError(name, { type: 'server', message });
  }

  return {
    values,
    submitting: isSubmitting,
    field,
    setFieldValues,
    setFieldError,
    handleSubmit: (onValid: (data: Out) => Promise<void>) => form.handleSubmit(onValid),
  };
}

/**
 * react-hook-form itself, for a form the wrapper does not fit (the landing editor's lists of rows). Taken from here
 * rather than from the package, so the bundler keeps it in one chunk with the wrapper instead of splitting the
 * shared code into a new chunk.
 */
export { useFieldArray, useForm } from 'react-hook-form';
