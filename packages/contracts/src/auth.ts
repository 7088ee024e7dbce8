import { z } from 'zod';
import { MESSAGE_LOCALES } from './i18n/index';
import { MediaImage } from './media';
import { ConnectionState } from './network';
import { nameText } from './text';
import { LIMITS, MESSAGES, maxLengthMessage } from './validation';

/** Trimmed, lower-cased email; `invalid` is the form's wording ('Invalid email address' or 'Invalid email'). */
export const emailField = (invalid: string = MESSAGES.emailInvalid) =>
  z
    .string({ error: MESSAGES.emailRequired })
    .trim()
    .min(1, MESSAGES.emailRequired)
    .max(254, maxLengthMessage('Email', 254))
    .pipe(z.email(invalid))
    .transform((v) => v.toLowerCase());

/** The log-in and sign-up email. */
export const Email = emailField();

export const LoginBody = z.object({
  email: Email,
  password: z
    .string({ error: MESSAGES.passwordRequired })
    .min(1, MESSAGES.passwordRequired)
    .max(1024, maxLengthMessage('Password', 1024)),
});
export type LoginBody = z.infer<typeof LoginBody>;

/** A new password: the minimum of docs/product.md#validation-messages, and a maximum that keeps hashing cheap. */
export const Password = z
  .string({ error: MESSAGES.passwordMin })
  .min(LIMITS.passwordMin, MESSAGES.passwordMin)
  .max(1024, maxLengthMessage('Password', 1024));

/** A first or last name (see nameText: invisible-only is missing, no direction controls). */
export const PersonName = (label: 'First name' | 'Last name') =>
  nameText({
    label,
    min: 1,
    max: LIMITS.personNameMax,
    minMessage: label === 'First name' ? MESSAGES.firstNameRequired : MESSAGES.lastNameRequired,
  });

/** A language Atria speaks, as a person saves it (docs/i18n.md#saved-language). */
export const UserLocale = z.enum(MESSAGE_LOCALES);
export type UserLocale = z.infer<typeof UserLocale>;

export const SignupBody = z.object({
  email: Email,
  password: Password,
  first_name: PersonName('First name'),
  last_name: PersonName('Last name'),
  /** The language chosen in the browser while signing up, saved as the person's language. */
  locale: UserLocale.optional(),
});
export type SignupBody = z.infer<typeof SignupBody>;

/** The sign-up form: the body plus a confirmation that never leaves the browser. */
export const SignupForm = SignupBody.extend({
  password_confirm: z.string({ error: MESSAGES.passwordConfirmRequired }).min(1, MESSAGES.passwordConfirmRequired),
}).refine((v) => v.password_confirm === '' || v.password === v.password_confirm, {
  message: MESSAGES.passwordsDontMatch,
  path: ['password_confirm'],
});
export type SignupForm = z.input<typeof SignupForm>;

export const TokenPair = z.object({ access_token: z.string(), refresh_token: z.string() });
export type TokenPair = z.infer<typeof TokenPair>;

export const RefreshResponse = z.object({ access_token: z.string(), refresh_token: z.string() });
export type RefreshResponse = z.infer<typeof RefreshResponse>;

export const SocialLinks = z.object({
  linkedin: z.string().nullable(),
  website: z.string().nullable(),
});
export type SocialLinks = z.infer<typeof SocialLinks>;

export const User = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  image_url: z.string().nullable(),
  title: z.string().nullable(),
  company_name: z.string().nullable(),
  bio: z.string().nullable(),
  social_links: SocialLinks,
  role: z.enum(['USER']),
  /** The uploaded photo's files (docs/images.md), null when there is none. */
  avatar: MediaImage.nullable(),
  /** The person's saved language (docs/i18n.md#saved-language), null until they choose one. Only they see it. */
  locale: UserLocale.nullable(),
});
export type User = z.infer<typeof User>;

/**
 * Someone else's profile. Their privacy settings (docs/networking.md#privacy) decide the rest: `email` is there
 * only when they show it to the viewer; headline, company, bio and links are null and `profile_hidden` true when
 * they keep their profile from the viewer.
 */
export const PublicProfile = User.omit({ email: true, locale: true }).extend({
  email: z.string().optional(),
  profile_hidden: z.boolean().optional(),
  /**
   * Where the caller stands with the person (docs/networking.md#connections): the connection state from the
   * caller's side, the connection's id (to accept, decline, withdraw or remove it; null when there is none),
   * and whether the caller blocked them.
   */
  relation: z
    .object({ connection: ConnectionState, connection_id: z.number().int().nullable(), blocked: z.boolean() })
    .optional(),
});
export type PublicProfile = z.infer<typeof PublicProfile>;
