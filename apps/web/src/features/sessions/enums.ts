/** The contract's SessionStatus members, in its order (the status select of the session page). */
export { SESSION_STATUSES } from '@atria/contracts/zod-free';
