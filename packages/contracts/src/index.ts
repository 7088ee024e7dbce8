/**
 * `@atria/contracts`: the zod schemas of every request, answer and socket payload, the route table, and
 * everything of the zod-free entry (`@atria/contracts/zod-free`, docs/architecture.md#contracts-entries).
 */
export * from './validation';
export * from './enum-values';
export * from './socket-names';
export * from './endpoint';
export * from './endpoints.gen';
export * from './enums';
export * from './common';
export * from './text';
export * from './auth';
export * from './users';
export * from './events';
export * from './sessions';
export * from './calendar';
export * from './notifications';
export * from './messages';
export * from './realtime';
export * from './organizations';
export * from './account';
export * from './tokens';
export * from './data-export';
export * from './realtime-catalog';
export * from './api/route';
export * from './api/table';
export type * from './api-types';
