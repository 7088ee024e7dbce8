import { listMeta } from '@atria/contracts';
import {
  type CreateWebhookBody,
  type UpdateWebhookBody,
  WEBHOOK_LIMITS,
  WEBHOOK_MESSAGES,
  type Webhook,
  type WebhookDeliveries,
  type WebhookDelivery,
  type WebhookEventType,
  type WebhookWithSecret,
  type WebhooksResponse,
  WebhookEventType as EventTypeSchema,
} from '@atria/contracts/webhooks';
import type { PaginationQuery } from '@atria/contracts';
import type { Actor, AppContext } from '../../context';
import type { Db } from '../../db/client';
import { AppError, conflict, forbidden, notFound, validation } from '../../errors';
import { organizationsPolicy } from '../organizations/organizations.policy';
import { organizationsRepository } from '../organizations/organizations.repository';
import { BlockedAddressError, bareHost, resolveAllowed, type Resolver, systemResolver } from './address-guard';
import { WEBHOOK_SECRET_PREFIX, newWebhookSecret } from './signature';
import { type EndpointRow, webhooksRepository as repo } from './webhooks.repository';

/** How much of a secret is kept visible to tell secrets apart: the prefix and four characters. */
const SHOWN = WEBHOOK_SECRET_PREFIX.length + 4;

function toWebhook(row: EndpointRow): Webhook {
  return {
    id: row.id,
    organization_id: row.organization_id,
    url: row.url,
    description: row.description,
    event_types: row.event_types.filter((t): t is WebhookEventType => EventTypeSchema.safeParse(t).success),
    enabled: row.enabled,
    disabled_reason: row.disabled_reason === 'failing' ? 'failing' : null,
    secret_prefix: row.secret.slice(0, SHOWN),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

type DeliveryRow = NonNullable<Awaited<ReturnType<typeof repo.delivery>>>;

function toDelivery(r: DeliveryRow): WebhookDelivery {
  return {
    id: r.id,
    event_id: r.event_id,
    event_type: r.event_type,
    status: r.status,
    attempts: r.attempts,
    last_status_code: r.last_status_code,
    last_duration_ms: r.last_duration_ms,
    last_error: r.last_error,
    next_attempt_at: r.status === 'pending' ? r.next_attempt_at.toISOString() : null,
    last_attempt_at: r.last_attempt_at?.toISOString() ?? null,
    delivered_at: r.delivered_at?.toISOString() ?? null,
    redelivery_of: r.redelivery_of,
    created_at: r.created_at.toISOString(),
  };
}

const urlError = (message: string) => validation(message, { url: [message] });

/**
 * Checks a webhook URL when it is registered or changed (docs/security.md#webhooks-and-ssrf): https:// (http://
 * only to an allow-listed host), no credentials in it, and a host that resolves to an address a delivery may
 * reach. The check is repeated at every delivery, against the address actually connected to.
 */
export async function checkWebhookUrl(
  raw: string,
  allowHosts: readonly string[],
  resolver: Resolver = systemResolver,
): Promise<void> {
  const url = new URL(raw);
  const host = bareHost(url);
  if (url.username || url.password) throw urlError(WEBHOOK_MESSAGES.urlCredentials);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && allowHosts.includes(host)))
    throw urlError(WEBHOOK_MESSAGES.urlHttps);
  try {
    await resolveAllowed(host, allowHosts, resolver);
  } catch (err) {
    if (err instanceof BlockedAddressError) throw urlError(WEBHOOK_MESSAGES.urlBlocked);
    throw urlError(WEBHOOK_MESSAGES.urlUnresolved);
  }
}

/**
 * An organization's outbound webhooks (docs/api.md#webhooks), for its owners and admins: NOT_FOUND for anyone
 * outside the organization, FORBIDDEN for its members.
 */
export function createWebhooksService(ctx: Pick<AppContext, 'db' | 'env'>, resolver: Resolver = systemResolver) {
  const { db } = ctx;
  const allowHosts = ctx.env.WEBHOOK_ALLOW_HOSTS;

  async function requireAdmin(actor: Actor, organizationId: number): Promise<void> {
    const role = await organizationsRepository.roleOf(db, organizationId, actor.id);
    if (!organizationsPolicy.canView(role)) throw notFound('Organization');
    if (!organizationsPolicy.canUpdate(role)) throw forbidden(WEBHOOK_MESSAGES.onlyAdmins);
  }

  async function endpointOf(actor: Actor, organizationId: number, webhookId: number): Promise<EndpointRow> {
    await requireAdmin(actor, organizationId);
    const row = await repo.get(db, organizationId, webhookId);
    if (!row) throw notFound('Webhook');
    return row;
  }

  async function deliveryAnswer(tx: Db, endpointId: number, id: number): Promise<WebhookDelivery> {
    const row = await repo.delivery(tx, endpointId, id);
    if (!row) throw new AppError('NOT_FOUND', 'Delivery not found');
    return toDelivery(row);
  }

  return {
    async list(actor: Actor, organizationId: number): Promise<WebhooksResponse> {
      await requireAdmin(actor, organizationId);
      return { webhooks: (await repo.list(db, organizationId)).map(toWebhook) };
    },

    /** Registers an endpoint and answers its secret, the only time it is shown. */
    async create(actor: Actor, organizationId: number, body: CreateWebhookBody): Promise<WebhookWithSecret> {
      await requireAdmin(actor, organizationId);
      await checkWebhookUrl(body.url, allowHosts, resolver);
      if ((await repo.countFor(db, organizationId)) >= WEBHOOK_LIMITS.perOrganizationMax)
        throw conflict(WEBHOOK_MESSAGES.tooMany);
      const secret = newWebhookSecret();
      const row = await repo.insert(db, {
        organization_id: organizationId,
        url: body.url,
        description: body.description ?? '',
        event_types: [...new Set(body.event_types)],
        secret,
        created_by: actor.id,
      });
      return { ...toWebhook(row), secret };
    },

    async update(actor: Actor, organizationId: number, webhookId: number, body: UpdateWebhookBody): Promise<Webhook> {
      await endpointOf(actor, organizationId, webhookId);
      if (body.url !== undefined) await checkWebhookUrl(body.url, allowHosts, resolver);
      const row = await repo.update(db, organizationId, webhookId, {
        ...(body.url !== undefined ? { url: body.url } : {}),
        ...(body.description !== undefined ? { description: body.description } : {}),
        ...(body.event_types !== undefined ? { event_types: [...new Set(body.event_types)] } : {}),
        ...(body.enabled !== undefined ? { enabled: body.enabled, disabled_reason: null } : {}),
      });
      if (!row) throw notFound('Webhook');
      return toWebhook(row);
    },

    async remove(actor: Actor, organizationId: number, webhookId: number): Promise<void> {
      await requireAdmin(actor, organizationId);
      if (!(await repo.remove(db, organizationId, webhookId))) throw notFound('Webhook');
    },

    /** A new secret, effective for the next delivery; answered once. */
    async rotateSecret(actor: Actor, organizationId: number, webhookId: number): Promise<WebhookWithSecret> {
      await endpointOf(actor, organizationId, webhookId);
      const secret = newWebhookSecret();
      const row = await repo.update(db, organizationId, webhookId, { secret });
      if (!row) throw notFound('Webhook');
      return { ...toWebhook(row), secret };
    },

    /** Queues a `webhook.test` event for this endpoint only. */
    async sendTest(actor: Actor, organizationId: number, webhookId: number): Promise<WebhookDelivery> {
      const endpoint = await endpointOf(actor, organizationId, webhookId);
      const id = await repo.enqueueFor(db, endpoint, {
        type: 'webhook.test',
        data: { webhook_id: endpoint.id, message: 'A test event sent from Atria' },
      });
      return deliveryAnswer(db, endpoint.id, id);
    },

    async deliveries(
      actor: Actor,
      organizationId: number,
      webhookId: number,
      q: PaginationQuery,
    ): Promise<WebhookDeliveries> {
      const endpoint = await endpointOf(actor, organizationId, webhookId);
      const { rows, total } = await repo.deliveries(db, endpoint.id, q.per_page, (q.page - 1) * q.per_page);
      return { deliveries: rows.map(toDelivery), ...listMeta(total, q) };
    },

    /** A new delivery of the same event (same `Atria-Webhook-Id`), at the end of the endpoint's queue. */
    async redeliver(
      actor: Actor,
      organizationId: number,
      webhookId: number,
      deliveryId: number,
    ): Promise<WebhookDelivery> {
      const endpoint = await endpointOf(actor, organizationId, webhookId);
      const original = await repo.delivery(db, endpoint.id, deliveryId);
      if (!original) throw new AppError('NOT_FOUND', 'Delivery not found');
      const id = await repo.enqueueFor(db, endpoint, { eventId: original.event_id, redeliveryOf: original.id });
      return deliveryAnswer(db, endpoint.id, id);
    },
  };
}
