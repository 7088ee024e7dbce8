import type {
  CreateTokenBody,
  CreatedToken,
  CreateWebhookBody,
  UpdateWebhookBody,
  Webhook,
  WebhookWithSecret,
} from '@atria/contracts/zod-free';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { retryUnlessClientError } from '../../lib/query-retry';

/** Query keys of the developer settings; mutations invalidate by these. */
export const developerKeys = {
  tokens: () => ['developer', 'tokens'] as const,
  organizations: () => ['developer', 'organizations'] as const,
};

/** GET /users/me/tokens: the caller's personal access tokens, never their secrets. */
export function tokensQueryOptions() {
  return queryOptions({
    queryKey: developerKeys.tokens(),
    queryFn: ({ signal }) => api.tokens.list({ signal }),
    retry: retryUnlessClientError,
  });
}

/** GET /organizations: the organizations a token may be limited to (the first 100). */
export function tokenOrganizationsQueryOptions() {
  return queryOptions({
    queryKey: developerKeys.organizations(),
    queryFn: ({ signal }) => api.organizations.list({ query: { per_page: 100 }, signal }),
    retry: retryUnlessClientError,
  });
}

/** POST /users/me/tokens (201): the only answer that holds the token itself. */
export function createToken(body: CreateTokenBody): Promise<CreatedToken> {
  return api.tokens.create({ body });
}

/** DELETE /users/me/tokens/{id} (204): the token stops working at once. */
export async function revokeToken(id: number): Promise<void> {
  await api.tokens.revoke({ params: { id } });
}

// ---- outbound webhooks of an organization (docs/api.md#webhooks) ----

export const webhookKeys = {
  list: (orgId: number) => ['developer', 'webhooks', orgId] as const,
  deliveries: (orgId: number, webhookId: number) => ['developer', 'webhooks', orgId, webhookId, 'deliveries'] as const,
};

/** GET /organizations/{id}/webhooks: the endpoints, without their secrets (owners and admins). */
export function webhooksQueryOptions(orgId: number) {
  return queryOptions({
    queryKey: webhookKeys.list(orgId),
    queryFn: ({ signal }) => api.webhooks.list({ params: { id: orgId }, signal }),
    retry: retryUnlessClientError,
  });
}

/** GET /organizations/{id}/webhooks/{webhookId}/deliveries: the newest 20 deliveries, polled while open. */
export function webhookDeliveriesQueryOptions(orgId: number, webhookId: number) {
  return queryOptions({
    queryKey: webhookKeys.deliveries(orgId, webhookId),
    queryFn: ({ signal }) =>
      api.webhooks.deliveries({ params: { id: orgId, webhookId }, query: { per_page: 20 }, signal }),
    retry: retryUnlessClientError,
    refetchInterval: 2_000,
  });
}

export function createWebhook(orgId: number, body: CreateWebhookBody): Promise<WebhookWithSecret> {
  return api.webhooks.create({ params: { id: orgId }, body });
}

export function updateWebhook(orgId: number, webhookId: number, body: UpdateWebhookBody): Promise<Webhook> {
  return api.webhooks.update({ params: { id: orgId, webhookId }, body });
}

export async function deleteWebhook(orgId: number, webhookId: number): Promise<void> {
  await api.webhooks.remove({ params: { id: orgId, webhookId } });
}

export function rotateWebhookSecret(orgId: number, webhookId: number): Promise<WebhookWithSecret> {
  return api.webhooks.rotateSecret({ params: { id: orgId, webhookId } });
}

export async function sendTestWebhook(orgId: number, webhookId: number): Promise<void> {
  await api.webhooks.sendTest({ params: { id: orgId, webhookId } });
}

export async function redeliverWebhook(orgId: number, webhookId: number, deliveryId: number): Promise<void> {
  await api.webhooks.redeliver({ params: { id: orgId, webhookId, deliveryId } });
}
