import { z } from 'zod';
import { PaginationQuery, Timestamp, listEnvelope } from './common';
import { freeText } from './text';

/**
 * Outbound webhooks (docs/api.md#webhooks): an organization's owners and admins register HTTPS endpoints that
 * are told, signed, about changes to the organization's events, sessions, participants, invitations, sponsors
 * and polls. Private messages and chat never reach a webhook.
 */

/** The server's texts for webhook refusals; pages show them as they come. */
export const WEBHOOK_MESSAGES = {
  urlInvalid: 'Enter a full URL starting with https://',
  urlHttps: 'The URL must start with https://',
  urlCredentials: 'The URL must not contain a user name or password',
  urlBlocked: 'This address is private, loopback or otherwise internal: webhooks cannot be sent there',
  urlUnresolved: 'This host name could not be found',
  eventTypesMin: 'Choose at least one kind of change',
  eventTypesOnce: 'Each kind of change once',
  onlyAdmins: 'Only owners and admins can manage webhooks',
  tooMany: 'This organization has 20 webhooks: delete one before adding another',
} as const;

export const WEBHOOK_LIMITS = {
  urlMax: 2_000,
  descriptionMax: 200,
  /** Endpoints one organization may have. */
  perOrganizationMax: 20,
} as const;

/** The kinds of change an endpoint can subscribe to; an event's `type` is `<kind>.<verb>` (`session.updated`). */
export const WEBHOOK_EVENT_TYPES = ['event', 'session', 'participant', 'invitation', 'sponsor', 'poll'] as const;
export const WebhookEventType = z.enum(WEBHOOK_EVENT_TYPES);
export type WebhookEventType = z.infer<typeof WebhookEventType>;

/** The headers of every delivery (docs/api.md#verifying-a-signature). */
export const WEBHOOK_HEADERS = {
  id: 'atria-webhook-id',
  timestamp: 'atria-webhook-timestamp',
  signature: 'atria-webhook-signature',
} as const;

const WebhookUrl = z
  .string()
  .trim()
  .min(1, WEBHOOK_MESSAGES.urlInvalid)
  .max(WEBHOOK_LIMITS.urlMax, `The URL can be at most ${WEBHOOK_LIMITS.urlMax} characters`)
  .refine((v) => URL.canParse(v) && /^https?:$/.test(new URL(v).protocol), WEBHOOK_MESSAGES.urlInvalid);

const EventTypes = z
  .array(WebhookEventType)
  .min(1, WEBHOOK_MESSAGES.eventTypesMin)
  .max(WEBHOOK_EVENT_TYPES.length)
  .refine((s) => new Set(s).size === s.length, WEBHOOK_MESSAGES.eventTypesOnce);

export const CreateWebhookBody = z
  .object({
    /** https:// (plain http:// only to hosts of the server's WEBHOOK_ALLOW_HOSTS). */
    url: WebhookUrl,
    description: freeText('Description', WEBHOOK_LIMITS.descriptionMax).default(''),
    event_types: EventTypes,
  })
  .strict();
export type CreateWebhookBody = z.input<typeof CreateWebhookBody>;

export const UpdateWebhookBody = z
  .object({
    url: WebhookUrl.optional(),
    description: freeText('Description', WEBHOOK_LIMITS.descriptionMax).optional(),
    event_types: EventTypes.optional(),
    /** Turning an endpoint back on delivers what was queued for it before it was turned off by failures. */
    enabled: z.boolean().optional(),
  })
  .strict();
export type UpdateWebhookBody = z.infer<typeof UpdateWebhookBody>;

export const WebhookParams = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  webhookId: z.coerce.number().int().positive().max(2_147_483_647),
});
export const WebhookDeliveryParams = WebhookParams.extend({
  deliveryId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

/** An endpoint as listed: never its secret. */
export const Webhook = z.object({
  id: z.number().int(),
  organization_id: z.number().int(),
  url: z.string(),
  description: z.string(),
  event_types: z.array(WebhookEventType),
  enabled: z.boolean(),
  /** `failing`: turned off by the server after its deliveries failed for the whole retry window. */
  disabled_reason: z.enum(['failing']).nullable(),
  /** The first characters of the secret, enough to recognize it (`whsec_Ab3k`). */
  secret_prefix: z.string(),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type Webhook = z.infer<typeof Webhook>;

/** The answer to creating an endpoint or rotating its secret: the only time the secret is shown. */
export const WebhookWithSecret = Webhook.extend({ secret: z.string() });
export type WebhookWithSecret = z.infer<typeof WebhookWithSecret>;

export const WebhooksResponse = z.object({ webhooks: z.array(Webhook) });
export type WebhooksResponse = z.infer<typeof WebhooksResponse>;

export const WebhookDeliveryStatus = z.enum(['pending', 'delivered', 'failed']);
export type WebhookDeliveryStatus = z.infer<typeof WebhookDeliveryStatus>;

/** One line of an endpoint's delivery log. */
export const WebhookDelivery = z.object({
  id: z.number().int(),
  /** The event's id: the `Atria-Webhook-Id` header, the same for every attempt and redelivery. */
  event_id: z.number().int(),
  event_type: z.string(),
  status: WebhookDeliveryStatus,
  attempts: z.number().int(),
  last_status_code: z.number().int().nullable(),
  last_duration_ms: z.number().int().nullable(),
  last_error: z.string().nullable(),
  /** When it will be tried next (pending only). */
  next_attempt_at: Timestamp.nullable(),
  last_attempt_at: Timestamp.nullable(),
  delivered_at: Timestamp.nullable(),
  /** Set on a copy made by "redeliver": the delivery it repeats. */
  redelivery_of: z.number().int().nullable(),
  created_at: Timestamp,
});
export type WebhookDelivery = z.infer<typeof WebhookDelivery>;

export const WebhookDeliveriesQuery = PaginationQuery;
export const WebhookDeliveries = listEnvelope('deliveries', WebhookDelivery);
export type WebhookDeliveries = z.infer<typeof WebhookDeliveries>;

/**
 * The body of every delivery. `data` is the changed thing as it is after the change (before it, for a deletion);
 * `webhook.test` (the "send test event" button) carries `{ webhook_id }`.
 */
export const WebhookPayload = z.object({
  id: z.number().int(),
  type: z.string(),
  organization_id: z.number().int(),
  created_at: Timestamp,
  data: z.record(z.string(), z.unknown()),
});
export type WebhookPayload = z.infer<typeof WebhookPayload>;

/**
 * The web's create form: every value a string, the event types comma-separated (one checkbox each sets them),
 * turned into the body.
 */
export const WebhookForm = z
  .object({
    url: WebhookUrl,
    description: freeText('Description', WEBHOOK_LIMITS.descriptionMax),
    event_types: z
      .string()
      .transform((v) => v.split(',').filter(Boolean))
      .pipe(EventTypes),
  })
  .transform((v): CreateWebhookBody => ({ url: v.url, description: v.description, event_types: v.event_types }));
export type WebhookForm = z.input<typeof WebhookForm>;
