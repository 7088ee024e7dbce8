import { z } from 'zod';
import { Email, Password, PersonName } from './auth';
import { Timestamp } from './common';
import { MESSAGES, maxLengthMessage } from './validation';

/**
 * Account settings (docs/product.md#settings): password change, the list of logins, account deletion.
 * A name change is the profile edit (`PUT /users/{id}` with `first_name`, `last_name`).
 */

/** The settings' name form: both names, with the sign-up rules; sent as a profile edit. */
export const ChangeNameForm = z.object({ first_name: PersonName('First name'), last_name: PersonName('Last name') });
export type ChangeNameForm = z.input<typeof ChangeNameForm>;

/** The password the person types to prove it is them; checked, never validated for strength. */
export const CurrentPassword = z
  .string({ error: MESSAGES.currentPasswordRequired })
  .min(1, MESSAGES.currentPasswordRequired)
  .max(1024, maxLengthMessage('Password', 1024));

export const ChangePasswordBody = z.object({ current_password: CurrentPassword, new_password: Password }).strict();
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>;

/** The password form: the body plus a confirmation that never leaves the browser. */
export const ChangePasswordForm = z
  .object({
    current_password: CurrentPassword,
    new_password: Password,
    new_password_confirm: z
      .string({ error: MESSAGES.passwordConfirmRequired })
      .min(1, MESSAGES.passwordConfirmRequired),
  })
  .refine((v) => v.new_password === v.new_password_confirm, {
    message: MESSAGES.passwordsDontMatch,
    path: ['new_password_confirm'],
  });
export type ChangePasswordForm = z.input<typeof ChangePasswordForm>;

/** One login (one refresh-token family): a browser or device that signed in and has not logged out. */
export const Login = z.object({
  /** Opaque id of the login, used to end it. */
  id: z.uuid(),
  /** The browser and system, e.g. 'Chrome on Linux'; 'Unknown device' when the client did not say. */
  device: z.string(),
  created_at: Timestamp,
  /** When the login last refreshed its tokens (about every 15 minutes while in use). */
  last_seen_at: Timestamp,
  /** The login making this request. */
  current: z.boolean(),
});
export type Login = z.infer<typeof Login>;

export const LoginsResponse = z.object({ logins: z.array(Login) });
export type LoginsResponse = z.infer<typeof LoginsResponse>;

export const LoginIdParams = z.object({ id: z.uuid() });

export const DeleteAccountBody = z.object({ password: CurrentPassword }).strict();
export type DeleteAccountBody = z.infer<typeof DeleteAccountBody>;

/** Texts of the email change (docs/security/account.md, section 5). */
export const EMAIL_CHANGE_MESSAGES = {
  sameEmail: 'This is already your email address',
  emailTaken: 'Another account uses this email address',
  linkInvalid: 'This confirmation link is not valid or was already used',
  linkExpired: 'This confirmation link has expired. Ask for a new one in your settings.',
  tokenRequired: 'Token is required',
} as const;

/** Hours a confirmation link for a new email address works. */
export const EMAIL_CHANGE_TTL_HOURS = 24;

export const ChangeEmailBody = z.object({ new_email: Email, current_password: CurrentPassword }).strict();
export type ChangeEmailBody = z.infer<typeof ChangeEmailBody>;
export const ChangeEmailForm = ChangeEmailBody;
export type ChangeEmailForm = z.input<typeof ChangeEmailForm>;

/** A change waiting for its confirmation: the link went to `pending_email`. */
export const EmailChangePending = z.object({ pending_email: z.string(), expires_at: Timestamp });
export type EmailChangePending = z.infer<typeof EmailChangePending>;

export const ConfirmEmailBody = z
  .object({
    token: z.string().min(1, EMAIL_CHANGE_MESSAGES.tokenRequired).max(128, maxLengthMessage('Token', 128)),
  })
  .strict();
export type ConfirmEmailBody = z.infer<typeof ConfirmEmailBody>;

export const EmailChanged = z.object({ email: z.string() });
export type EmailChanged = z.infer<typeof EmailChanged>;
