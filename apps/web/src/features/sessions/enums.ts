import type { SessionStatus } from '@atria/contracts';
import { enumValues } from '../../lib/enum-values';

/** The contract's SessionStatus members, in its order (the status select of the session page). */
export const SESSION_STATUSES = enumValues<SessionStatus>()(['LIVE', 'UPCOMING', 'COMPLETED', 'CANCELLED']);
