import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/*
 * A rotated refresh token keeps its successor, so that a second presenter within the grace window (another
 * tab that refreshed with the same token) gets the same successor instead of setting off reuse detection.
 * The successor is kept encrypted (AES-256-GCM) with a key derived (HKDF-SHA256) from the rotated token
 * itself, which the database holds only as a SHA-256 hash: a copy of the database alone does not reveal it,
 * and only someone presenting the rotated token can read it back, which is what the grace answer gives them.
 */
const INFO = 'atria refresh successor v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

function keyFrom(presented: string): Buffer {
  return Buffer.from(hkdfSync('sha256', presented, Buffer.alloc(0), INFO, 32));
}

/** Encrypts `successor` so that only `presented` opens it. */
export function sealSuccessor(presented: string, successor: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyFrom(presented), iv);
  const sealed = Buffer.concat([cipher.update(successor, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

/** The successor sealed for `presented`, or null when the seal is not theirs or was tampered with. */
export function openSuccessor(presented: string, sealed: string): string | null {
  const raw = Buffer.from(sealed, 'base64url');
  if (raw.length <= IV_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFrom(presented), raw.subarray(0, IV_BYTES));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
