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

  it('checks without remembering when asked (socket handshakes), and still uses what it remembers', async () => {
    const signer = new TokenSigner('a'.repeat(40), 60);
    const once = await signer.signAccess(7, fam);
    expect(await signer.verifyAccess(once, { remember: false })).toMatchObject({ userId: 7 });
    expect(signer.rememberedCount).toBe(0);
    const hot = await signer.signAccess(8, fam);
    await signer.verifyAccess(hot);
    expect(signer.rememberedCount).toBe(1);
    expect(await signer.verifyAccess(hot, { remember: false })).toMatchObject({ userId: 8 });
    expect(await signer.verifyAccess(`${once.slice(0, -2)}xx`, { remember: false })).toBeNull();
    expect(signer.rememberedCount).toBe(1);
  });
});
