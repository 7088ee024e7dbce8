import { Email, LIMITS, type CheckEmailResponse } from '@atria/contracts';
import { useEffect, useState } from 'react';
import { checkEmail } from './api';

export type ExistingUser = NonNullable<CheckEmailResponse['user']>;

export type EmailLookup =
  { status: 'idle' } | { status: 'checking' } | { status: 'found'; user: ExistingUser } | { status: 'not-found' };

/** Typing pause before the lookup is sent. */
export const EMAIL_LOOKUP_DELAY_MS = 350;

const IDLE: EmailLookup = { status: 'idle' };
const CHECKING: EmailLookup = { status: 'checking' };

/**
 * docs/product.md#adding-people: while the email has at least 5 characters, check whether an account exists. The lookup
 * waits for a pause in typing, only asks for well-formed emails (the API refuses others) and never shows
 * the answer for an email that is no longer in the field. A failed lookup just leaves the names editable.
 */
export function useEmailLookup(email: string, delayMs = EMAIL_LOOKUP_DELAY_MS): EmailLookup {
  const parsed = Email.safeParse(email);
  const normalized = parsed.success && email.trim().length >= LIMITS.emailLookupMin ? parsed.data : null;
  const [result, setResult] = useState<{ email: string; lookup: EmailLookup } | null>(null);

  useEffect(() => {
    if (normalized === null) return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      checkEmail(normalized, controller.signal).then(
        ({ user }) =>
          setResult({ email: normalized, lookup: user ? { status: 'found', user } : { status: 'not-found' } }),
        () => {
          if (!controller.signal.aborted) setResult({ email: normalized, lookup: IDLE });
        },
      );
    }, delayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [normalized, delayMs]);

  if (normalized === null) return IDLE;
  return result?.email === normalized ? result.lookup : CHECKING;
}
