import {
  type CreateTokenBody,
  type CreatedToken,
  PERSONAL_TOKEN_PREFIX,
  type PersonalToken,
  TOKEN_LIMITS,
  type TokensResponse,
} from '@atria/contracts';
import type { Actor, AppContext } from '../../context';
import { conflict, notFound, validation } from '../../errors';
import { randomToken, sha256 } from '../../lib/secrets';
import { type TokenRow, tokensRepository as repo } from './tokens.repository';

/** How much of a token is kept in clear to tell it apart: the prefix and four characters. */
const SHOWN = PERSONAL_TOKEN_PREFIX.length + 4;
const DAY_MS = 24 * 60 * 60 * 1000;

function toToken(row: TokenRow): PersonalToken {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes.filter((s): s is 'read' | 'write' => s === 'read' || s === 'write'),
    organization_ids: row.organization_ids,
    expires_at: row.expires_at?.toISOString() ?? null,
    last_used_at: row.last_used_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  };
}

/**
 * A person's personal access tokens (docs/api.md#authenticating-with-a-token). Each method acts on the caller's
 * own tokens only; the routes refuse personal tokens themselves (modules/tokens/token-gate.ts).
 */
export function createTokensService(ctx: Pick<AppContext, 'db' | 'changes'>) {
  const { db } = ctx;
  return {
    async list(actor: Actor): Promise<TokensResponse> {
      return { tokens: (await repo.list(db, actor.id)).map(toToken) };
    },

    /**
     * Creates a token and answers its secret, the only time it is shown; only its SHA-256 is stored. Limited to
     * organizations, the caller must be a member of each (VALIDATION on `organization_ids` otherwise);
     * CONFLICT past TOKEN_LIMITS.perUserMax tokens.
     */
    async create(actor: Actor, body: CreateTokenBody): Promise<CreatedToken> {
      const organizationIds = body.organization_ids ?? null;
      return db.transaction(async (tx) => {
        if (organizationIds) {
          const member = await repo.memberOf(tx, actor.id, organizationIds);
          if (organizationIds.some((id) => !member.has(id))) {
            const message = 'You can only limit a token to organizations you are a member of';
            throw validation(message, { organization_ids: [message] });
          }
        }
        if ((await repo.countFor(tx, actor.id)) >= TOKEN_LIMITS.perUserMax)
          throw conflict(`You have ${TOKEN_LIMITS.perUserMax} tokens: revoke one before creating another`);
        const token = `${PERSONAL_TOKEN_PREFIX}${randomToken(32)}`;
        const row = await repo.insert(tx, {
          user_id: actor.id,
          name: body.name,
          token_hash: sha256(token),
          prefix: token.slice(0, SHOWN),
          scopes: [...new Set(body.scopes)].sort(),
          organization_ids: organizationIds ? [...organizationIds] : null,
          expires_at: body.expires_in_days == null ? null : new Date(Date.now() + body.expires_in_days * DAY_MS),
        });
        return { ...toToken(row), token };
      });
    },

    /** Revokes one of the caller's tokens: every instance refuses it from the next request on. NOT_FOUND if not theirs. */
    async revoke(actor: Actor, id: number): Promise<void> {
      if (!(await repo.deleteOwn(db, actor.id, id))) throw notFound('Token');
      // The trigger tells every instance; this one drops its copy before answering, so the very next request
      // here is refused even before the notification comes back.
      ctx.changes.invalidate(['auth']);
    },
  };
}
