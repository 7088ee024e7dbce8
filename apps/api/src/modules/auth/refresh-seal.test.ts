import { describe, expect, it } from 'vitest';
import { randomToken } from '../../lib/secrets';
import { openSuccessor, sealSuccessor } from './refresh-seal';

describe('refresh successor seal', () => {
  it('opens with the token it was sealed for, and does not contain the successor in clear', () => {
    const presented = randomToken();
    const successor = randomToken();
    const sealed = sealSuccessor(presented, successor);
    expect(sealed).not.toContain(successor);
    expect(openSuccessor(presented, sealed)).toBe(successor);
  });

  it('does not open with another token, tampered or truncated', () => {
    const presented = randomToken();
    const sealed = sealSuccessor(presented, randomToken());
    expect(openSuccessor(randomToken(), sealed)).toBeNull();
    const bytes = Buffer.from(sealed, 'base64url');
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 1;
    expect(openSuccessor(presented, bytes.toString('base64url'))).toBeNull();
    expect(openSuccessor(presented, sealed.slice(0, 20))).toBeNull();
    expect(openSuccessor(presented, '')).toBeNull();
  });
});
