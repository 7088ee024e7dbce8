import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

export interface AccessClaims {
  userId: number;
  jti: string;
  familyId: string;
  expiresAt: Date;
}

/** Signs and verifies access JWTs (HS256, `sub`, `jti`, `type: access`, `fam` = refresh family). */
export class TokenSigner {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    readonly accessTtlSeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  async signAccess(userId: number, familyId: string): Promise<string> {
    return new SignJWT({ type: 'access', fam: familyId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(userId))
      .setJti(randomUUID())
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + this.accessTtlSeconds)
      .sign(this.key);
  }

  /** Returns the claims of a valid access token, or null for anything else (refresh tokens included). */
  async verifyAccess(token: string): Promise<AccessClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      const userId = Number(payload.sub);
      if (payload.type !== 'access' || !Number.isInteger(userId) || userId <= 0) return null;
      if (typeof payload.jti !== 'string' || typeof payload.fam !== 'string' || typeof payload.exp !== 'number') return null;
      return { userId, jti: payload.jti, familyId: payload.fam, expiresAt: new Date(payload.exp * 1000) };
    } catch {
      return null;
    }
  }
}
