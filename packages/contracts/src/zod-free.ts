/**
 * `@atria/contracts/zod-free`: everything a caller needs that is not a schema — how to address each endpoint,
 * the request and answer types, enum members, limits and texts, socket names. Nothing here loads zod, so a page
 * can import it without shipping the schemas (docs/architecture.md#contracts-entries). The schemas are
 * `@atria/contracts`.
 */
export * from './validation';
export * from './text-rules';
export * from './enum-values';
export * from './socket-names';
export * from './notification-values';
export * from './endpoint';
export * from './endpoints.gen';
export type * from './api-types';
export type * from './types';
