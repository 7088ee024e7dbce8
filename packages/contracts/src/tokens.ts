import { z } from 'zod';
import { Id, Timestamp } from './common';
import { nameText } from './text';

/**
 * Personal access tokens (docs/api.md#authenticating-with-a-token): a person's own credential for scripts and
 * integrations, used as `Authorization: Bearer atria_pat_…` on `/api`, with the person's permissions narrowed
 * by its scopes.
 */

/** What every token starts with, so that it can be recognized (secret scanners, logs). */
export const PERSONAL_TOKEN_PREFIX = 'atria_pat_';

/** `read`: GET requests only; `write`: every method. */
export const TokenScope = z.enum(['read', 'write']);
export type TokenScope = z.infer<typeof TokenScope>;

export const TOKEN_LIMITS = {
  nameMax: 100,
  /** Organizations one token may be limited to. */
  organizationsMax: 50,
  /** Tokens one person may hold at once. */
  perUserMax: 50,
  expiresInDaysMax: 366,
} as const;

export const CreateTokenBody = z
  .object({
    name: nameText({
      label: 'Name',
      min: 1,
      max: TOKEN_LIMITS.nameMax,
      minMessage: 'Name is required',
    }),
    scopes: z
      .array(TokenScope)
      .min(1, 'Choose at least one scope')
      .max(2)
      .refine((s) => new Set(s).size === s.length, 'Each scope once'),
    /** Only resources of these organizations (their events, sessions, participants...); null or absent: all of yours. */
    organization_ids: z
      .array(Id)
      .min(1, 'Choose at least one organization, or none to allow all')
      .max(TOKEN_LIMITS.organizationsMax, `At most ${TOKEN_LIMITS.organizationsMax} organizations`)
      .refine((ids) => new Set(ids).size === ids.length, 'Each organization once')
      .nullish(),
    /** Days until it stops working; null: it does not expire. */
    expires_in_days: z
      .number()
      .int()
      .min(1, 'At least 1 day')
      .max(TOKEN_LIMITS.expiresInDaysMax, `At most ${TOKEN_LIMITS.expiresInDaysMax} days`)
      .nullable(),
  })
  .strict();
export type CreateTokenBody = z.infer<typeof CreateTokenBody>;

/** A token as listed: never its secret. */
export const PersonalToken = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The first characters of the token, enough to recognize it (e.g. `atria_pat_Xy3k`). */
  prefix: z.string(),
  scopes: z.array(TokenScope),
  organization_ids: z.array(z.number().int()).nullable(),
  expires_at: Timestamp.nullable(),
  last_used_at: Timestamp.nullable(),
  created_at: Timestamp,
});
export type PersonalToken = z.infer<typeof PersonalToken>;

/** The answer to creating a token: the only time its secret is shown. */
export const CreatedToken = PersonalToken.extend({ token: z.string() });
export type CreatedToken = z.infer<typeof CreatedToken>;

export const TokensResponse = z.object({ tokens: z.array(PersonalToken) });
export type TokensResponse = z.infer<typeof TokensResponse>;

/** The expiry choices of the web form, in days ('never': no expiry). */
export const TOKEN_EXPIRY_CHOICES = ['7', '30', '90', '365', 'never'] as const;

/**
 * The web's create form: every value a string (a select each for access, organization and expiry), turned into
 * the body. `organization` is an organization id, or '' for all of the person's organizations.
 */
export const CreateTokenForm = z
  .object({
    name: CreateTokenBody.shape.name,
    access: TokenScope,
    organization: z.string().regex(/^(\d{1,10})?$/),
    expires: z.enum(TOKEN_EXPIRY_CHOICES),
  })
  .transform((v): CreateTokenBody => ({
    name: v.name,
    scopes: v.access === 'write' ? ['read', 'write'] : ['read'],
    organization_ids: v.organization === '' ? null : [Number(v.organization)],
    expires_in_days: v.expires === 'never' ? null : Number(v.expires),
  }));
export type CreateTokenForm = z.input<typeof CreateTokenForm>;
