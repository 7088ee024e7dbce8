import { randomUUID, webcrypto } from 'node:crypto';
import { MAX_ID } from '@atria/contracts';
import { SignJWT, jwtVerify } from 'jose';

export interface AccessClaims {
  userId: number;
  jti: string;
  familyId: string;
  expiresAt: Date;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/*
 * A signed token's claims are still checked for shape: the signature proves who issued a token, not that its
 * values fit the columns they are looked up in (a jti that is no UUID, a sub past the integer range would make
 * the database refuse the query, a 500 instead of a 401).
 */
const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

function parseUserId(sub: unknown): number | null {
  if (typeof sub !== 'string' || !/^[1-9][0-9]{0,9}$/.test(sub)) return null;
  const id = Number(sub);
  return id <= MAX_ID ? id : null;
}

/** Signs and verifies access JWTs (HS256, `sub`, `jti`, `type: access`, `fam` = refresh family). */
export class TokenSigner {
  /**
   * A Web Crypto key imported once. jose works on Web Crypto keys: given raw bytes or a KeyObject, it imports
   * the key anew on every sign and verify, which made a verification about a third slower and left garbage
   * behind each socket handshake.
   */
  private readonly key: Promise<webcrypto.CryptoKey>;

  constructor(
    secret: string,
    readonly accessTtlSeconds: number,
  ) {
    this.key = webcrypto.subtle.importKey(
      'raw',
      Buffer.from(secret, 'utf8'),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
  }

  async signAccess(userId: number, familyId: string): Promise<string> {
    return new SignJWT({ type: 'access', fam: familyId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(userId))
      .setJti(randomUUID())
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + this.accessTtlSeconds)
      .sign(await this.key);
  }

  /**
   * Tokens whose signature was already checked, until they expire: the HMAC costs more than the rest of a
   * small request. Bounded; the oldest entry goes first. Revocation is not cached (resolveActor asks the
   * database every time).
   */
  private readonly verified = new Map<string, AccessClaims>();
  private static readonly CACHE_SIZE = 10_000;

  /** Tokens held in the signature cache. */
  get rememberedCount(): number {
    return this.verified.size;
  }

  /**
   * Returns the claims of a valid access token, or null for anything else (refresh tokens included).
   * `remember: false` (socket handshakes: checked once per connection) uses the cache but does not fill it,
   * so thousands of connecting sockets neither push the HTTP clients' tokens out nor hold memory for tokens
   * that will not be presented again.
   */
  async verifyAccess(token: string, opts: { remember?: boolean } = {}): Promise<AccessClaims | null> {
    const cached = this.verified.get(token);
    if (cached) {
      if (cached.expiresAt.getTime() > Date.now()) return cached;
      this.verified.delete(token);
      return null;
    }
    const claims = await this.verifySignature(token);
    if (claims && opts.remember !== false) {
      if (this.verified.size >= TokenSigner.CACHE_SIZE) {
        const oldest = this.verified.keys().next();
        if (!oldest.done) this.verified.delete(oldest.value);
      }
      this.verified.set(token, claims);
    }
    return claims;
  }

  private async verifySignature(token: string): Promise<AccessClaims | null> {
    try {
      const { payload } = await jwtVerify(token, await this.key, { algorithms: ['HS256'] });
      const { type, sub, jti, fam, exp } = payload;
      if (type !== 'access' || typeof exp !== 'number') return null;
      const userId = parseUserId(sub);
      if (userId === null || !isUuid(jti) || !isUuid(fam)) return null;
      return { userId, jti, familyId: fam, expiresAt: new Date(exp * 1000) };
    } catch {
      return null;
    }
  }
}
