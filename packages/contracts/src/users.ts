import { z } from 'zod';
import { Email, PersonName, PublicProfile } from './auth';
import { PaginationQuery } from './common';
import { EventUserRole } from './enums';
import { freeText, lineText } from './text';
import { maxLengthMessage } from './validation';

const optionalUrl = z
  .union([
    z.literal(''),
    z.url({ protocol: /^https?$/, error: 'Must be an http(s) URL' }).max(2048, maxLengthMessage('URL', 2048)),
  ])
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
  })
  .strict();
export type UpdateUserBody = z.infer<typeof UpdateUserBody>;

export const CheckEmailQuery = z.object({ email: Email });
export const CheckEmailResponse = z.object({
  user: z.object({ first_name: z.string(), last_name: z.string(), full_name: z.string() }).nullable(),
});
export type CheckEmailResponse = z.infer<typeof CheckEmailResponse>;

export const UserEventsQuery = PaginationQuery.extend({ role: EventUserRole.optional() });
export type UserEventsQuery = z.infer<typeof UserEventsQuery>;

export { PublicProfile };
