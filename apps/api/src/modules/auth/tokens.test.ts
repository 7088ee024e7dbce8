import { describe, expect, it, vi } from 'vitest';
import { TokenSigner } from './tokens';

describe('TokenSigner', () => {
  const fam = '00000000-0000-4000-8000-000000000000';

  it('verifies its own access tokens and refuses tampered or foreign ones', async () => {
    const signer = new TokenSigner('a'.repeat(40), 60);
    const token = await signer.signAccess(7, fam);
    expect(await signer.verifyAccess(token)).toMatchObject({ userId: 7, familyId: fam });
    expect(await signer.verifyAccess(`${token.slice(0, -2)}xx`)).toBeNull();
    expect(await new TokenSigner('b'.repeat(40), 60).verifyAccess(token)).toBeNull();
  });

  it('stops accepting a cached token once it expires', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const signer = new TokenSigner('a'.repeat(40), 2);
      const token = await signer.signAccess(7, fam);
      expect(await signer.verifyAccess(token)).not.toBeNull();
      vi.setSystemTime(Date.now() + 3_000);
      expect(await signer.verifyAccess(token)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
