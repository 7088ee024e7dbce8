import { z } from 'zod';
import { Email, PersonName, PublicProfile, UserLocale } from './auth';
import { PaginationQuery } from './common';
import { EventUserRole } from './enums';
import { freeText, lineText } from './text';
import { maxLengthMessage } from './validation';

const urlOrEmpty = z.union([
  z.literal(''),
  z.url({ protocol: /^https?$/, error: 'Must be an http(s) URL' }).max(2048, maxLengthMessage('URL', 2048)),
]);

const optionalUrl = urlOrEmpty
  .nullable()
  .optional()
  .transform((v) => (v === '' ? null : v));

export const UpdateUserBody = z
  .object({
    first_name: PersonName('First name').optional(),
    last_name: PersonName('Last name').optional(),
    image_url: optionalUrl,
    title: lineText('Title', 200).nullable().optional(),
    company_name: lineText('Company name', 200).nullable().optional(),
    bio: freeText('Bio', 5000).nullable().optional(),
    social_links: z.object({ linkedin: optionalUrl, website: optionalUrl }).optional(),
    /** The saved language; null forgets it (docs/i18n.md#saved-language). */
    locale: UserLocale.nullable().optional(),
  })
  .strict();
export type UpdateUserBody = z.infer<typeof UpdateUserBody>;

/**
 * The profile edit form (docs/networking.md#privacy): every field a string, with the server's rules; empty
 * headline, company, bio or link is sent as null (cleared).
 */
export const ProfileForm = z.object({
  first_name: PersonName('First name'),
  last_name: PersonName('Last name'),
  title: lineText('Title', 200),
  company_name: lineText('Company name', 200),
  bio: freeText('Bio', 5000),
  linkedin: urlOrEmpty,
  website: urlOrEmpty,
});
export type ProfileForm = z.input<typeof ProfileForm>;

/** The profile form's values as the update's body. */
export function profileFormBody(v: z.output<typeof ProfileForm>): z.input<typeof UpdateUserBody> {
  return {
    first_name: v.first_name,
    last_name: v.last_name,
    title: v.title || null,
    company_name: v.company_name || null,
    bio: v.bio || null,
    social_links: { linkedin: v.linkedin || null, website: v.website || null },
  };
}

export const CheckEmailQuery = z.object({ email: Email });
export const CheckEmailResponse = z.object({
  user: z.object({ first_name: z.string(), last_name: z.string(), full_name: z.string() }).nullable(),
});
export type CheckEmailResponse = z.infer<typeof CheckEmailResponse>;

export const UserEventsQuery = PaginationQuery.extend({ role: EventUserRole.optional() });
export type UserEventsQuery = z.infer<typeof UserEventsQuery>;

export { PublicProfile };
