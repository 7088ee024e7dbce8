import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { SelectField, type SelectOption } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';
import { useContractForm } from '../../../lib/use-contract-form';
import { useEmailLookup, type EmailLookup } from '../use-email-lookup';
import { type MessageKey, useI18n } from '../../../lib/i18n/i18n';
import '../../app-messages';
import { InvitationCreated } from './claim-link';

export type PersonField = 'email' | 'first_name' | 'last_name' | 'role';

export interface InviteResult {
  fullName: string;
  /** Set when a new account was invited: the path of its claim link. */
  invitationPath: string | null;
}

export interface InvitePersonFormProps<Body> {
  /** The contract's body schema behind a string-valued form (see `personFormSchema`). */
  schema: z.ZodType<Body, Record<PersonField, string>>;
  roles: ReadonlyArray<SelectOption>;
  defaultRole: string;
  submitLabel: string;
  onSubmit: (body: Body) => Promise<InviteResult>;
  /** The message for a failed call (docs/product.md#error-texts); it is shown on the email field. */
  errorMessage: (error: unknown) => string;
  onDone: () => void;
}

const LOOKUP_HINT = {
  idle: null,
  checking: 'invite.checking',
  found: 'invite.found',
  'not-found': 'invite.notFound',
} as const satisfies Record<EmailLookup['status'], MessageKey | null>;

/**
 * Email, first and last name, role. docs/product.md#adding-people: from 5 characters the email is looked up; an existing
 * account prefills and locks the names. A newly invited person's claim link is shown afterwards.
 */
export function InvitePersonForm<Body>(props: InvitePersonFormProps<Body>) {
  const { schema, roles, defaultRole, submitLabel, onSubmit, errorMessage, onDone } = props;
  const { t } = useI18n();
  const form = useContractForm(schema, { email: '', first_name: '', last_name: '', role: defaultRole });
  const lookup = useEmailLookup(form.values.email);
  const [invited, setInvited] = useState<{ name: string; path: string } | null>(null);
  const prefilled = useRef(false);
  const existing = lookup.status === 'found' ? lookup.user : null;

  // Reads the latest form (a new object on every render) without making it a reason to run.
  const followLookup = useEffectEvent(() => {
    if (existing) {
      prefilled.current = true;
      form.setFieldValues({ first_name: existing.first_name, last_name: existing.last_name });
    } else if (prefilled.current) {
      prefilled.current = false;
      form.setFieldValues({ first_name: '', last_name: '' });
    }
  });
  // Only a change of the found account matters here.
  const foundFirstName = existing?.first_name;
  const foundLastName = existing?.last_name;
  useEffect(() => followLookup(), [foundFirstName, foundLastName]);

  const submit = form.handleSubmit(async (body) => {
    try {
      const result = await onSubmit(body);
      if (result.invitationPath) setInvited({ name: result.fullName, path: result.invitationPath });
      else onDone();
    } catch (error) {
      form.setFieldError('email', errorMessage(error));
    }
  });

  if (invited) return <InvitationCreated name={invited.name} path={invited.path} onDone={onDone} />;

  const locked = existing !== null;
  const hint = LOOKUP_HINT[lookup.status];
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <div>
        <TextField label={t('invite.email')} type="email" autoComplete="off" field={form.field('email')} />
        <p aria-live="polite" className="mt-1.5 min-h-5 text-sm text-slate-600">
          {hint && t(hint)}
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('invite.firstName')}
          autoComplete="off"
          readOnly={locked}
          className="read-only:bg-slate-100 read-only:text-slate-700"
          field={form.field('first_name')}
        />
        <TextField
          label={t('invite.lastName')}
          autoComplete="off"
          readOnly={locked}
          className="read-only:bg-slate-100 read-only:text-slate-700"
          field={form.field('last_name')}
        />
      </div>
      <SelectField label={t('invite.role')} options={roles} field={form.field('role')} />
      <Button type="submit" size="lg" className="w-full" loading={form.submitting}>
        {submitLabel}
      </Button>
    </form>
  );
}
