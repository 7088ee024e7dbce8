export {
  createApiClient,
  memoryTokens,
  type Api,
  type ApiClient,
  type ApiClientOptions,
  type CallOptions,
  type StoredTokens,
  type TokenStore,
} from './client';
export { ApiError, isApiError, readErrorBody } from './errors';
export { API_BASE, endpointUrl, startGet, type QueryValue } from './url';
export { endpoints } from '@atria/contracts/zod-free';
export { verifyWebhook, WebhookVerificationError, type VerifyWebhookOptions, type WebhookFailure } from './webhooks';
