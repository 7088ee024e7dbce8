import { createHash, randomBytes } from 'node:crypto';

/** A new personal-feed token: 32 random bytes, base64url (43 characters, safe in a URL path). */
export const newFeedToken = (): string => randomBytes(32).toString('base64url');

/**
 * What is stored and looked up: the token's SHA-256 (hex). A leaked database does not give working feed URLs,
 * and as the lookup is by the hash of whatever was presented, an unknown and a revoked token take the same
 * path to the same 404.
 */
export const hashFeedToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');
