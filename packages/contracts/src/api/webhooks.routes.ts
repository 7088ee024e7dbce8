import { IdParams } from '../common';
import {
  CreateWebhookBody,
  UpdateWebhookBody,
  WebhookDeliveries,
  WebhookDeliveriesQuery,
  WebhookDelivery,
  WebhookDeliveryParams,
  WebhookParams,
  WebhookWithSecret,
  Webhook,
  WebhooksResponse,
} from '../webhooks';
import { NoContent, defineRoutes, errors } from './route';

const webhookErrors = errors(401, 403, 404, 422);

/** Outbound webhooks of an organization (docs/api.md#webhooks): its owners and admins only. */
export const webhooksRoutes = defineRoutes({
  list: {
    method: 'GET',
    path: '/organizations/:id/webhooks',
    auth: 'bearer',
    tags: ['webhooks'],
    summary: "An organization's webhook endpoints, oldest first, without their secrets (owners and admins)",
    params: IdParams,
    responses: { 200: WebhooksResponse, ...webhookErrors },
  },
  create: {
    method: 'POST',
    path: '/organizations/:id/webhooks',
    auth: 'bearer',
    tags: ['webhooks'],
    summary: 'Register a webhook endpoint; its signing secret is in this answer only (owners and admins)',
    description:
      'The URL must be https:// and its host must resolve to a public address (private, loopback, link-local and other internal addresses are refused unless the server allow-lists the host).',
    params: IdParams,
    body: CreateWebhookBody,
    responses: { 201: WebhookWithSecret, ...errors(401, 403, 404, 409, 422) },
  },
  update: {
    method: 'PUT',
    path: '/organizations/:id/webhooks/:webhookId',
    auth: 'bearer',
    tags: ['webhooks'],
    summary: 'Change a webhook endpoint: URL, description, event types, enabled (owners and admins)',
    params: WebhookParams,
    body: UpdateWebhookBody,
    responses: { 200: Webhook, ...webhookErrors },
  },
  remove: {
    method: 'DELETE',
    path: '/organizations/:id/webhooks/:webhookId',
    auth: 'bearer',
    tags: ['webhooks'],
    summary: 'Delete a webhook endpoint and its delivery log; nothing more is sent to it',
    params: WebhookParams,
    responses: { 204: NoContent, ...webhookErrors },
  },
  rotateSecret: {
    method: 'POST',
    path: '/organizations/:id/webhooks/:webhookId/secret',
    auth: 'bearer',
    tags: ['webhooks'],
    summary: 'Replace the signing secret; the new one is in this answer only and signs every delivery from now on',
    params: WebhookParams,
    responses: { 200: WebhookWithSecret, ...webhookErrors },
  },
  sendTest: {
    method: 'POST',
    path: '/organizations/:id/webhooks/:webhookId/test',
    auth: 'bearer',
    tags: ['webhooks'],
    summary: 'Queue a `webhook.test` event for this endpoint only; it shows in the delivery log',
    params: WebhookParams,
    responses: { 201: WebhookDelivery, ...webhookErrors },
  },
  deliveries: {
    method: 'GET',
    path: '/organizations/:id/webhooks/:webhookId/deliveries',
    auth: 'bearer',
    tags: ['webhooks'],
    summary: "An endpoint's delivery log, newest first: event, attempts, status code, duration, error, next retry",
    params: WebhookParams,
    query: WebhookDeliveriesQuery,
    responses: { 200: WebhookDeliveries, ...webhookErrors },
  },
  redeliver: {
    method: 'POST',
    path: '/organizations/:id/webhooks/:webhookId/deliveries/:deliveryId/redeliver',
    auth: 'bearer',
    tags: ['webhooks'],
    summary: 'Send a delivery again: a new delivery of the same event, at the end of the endpoint’s queue',
    params: WebhookDeliveryParams,
    responses: { 201: WebhookDelivery, ...webhookErrors },
  },
});
