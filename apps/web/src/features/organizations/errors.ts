import { MESSAGES } from '@atria/contracts/zod-free';
import { isApiError } from '../../lib/api-client';

/** docs/product.md#error-texts: a taken name is the name field's 409; anything else is the generic message. */
export function organizationNameError(error: unknown): string {
  return isApiError(error) && error.status === 409 ? MESSAGES.orgNameTaken : MESSAGES.unexpected;
}
