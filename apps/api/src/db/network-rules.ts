import { sql, type SQL } from 'drizzle-orm';
import { connections, userBlocks } from './schema';

/** SQL pieces of the networking rules (docs/networking.md), shared with the direct messages' statements. */

/** True when either of the two people blocked the other. */
export function blockedEitherSql(a: number | SQL, b: number | SQL): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${userBlocks} nb
    where (nb.blocker_id = ${a} and nb.blocked_id = ${b}) or (nb.blocker_id = ${b} and nb.blocked_id = ${a}))`;
}

/** True when the two people are connected (an accepted request). */
export function connectedSql(a: number | SQL, b: number | SQL): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${connections} nc
    where nc.user_low_id = least(${a}::int, ${b}::int) and nc.user_high_id = greatest(${a}::int, ${b}::int)
      and nc.status = 'ACCEPTED')`;
}

/**
 * True when a setting `audience` of `owner` lets `viewer` in, for two people who already share an event or
 * organization: EVERYONE, or CONNECTIONS and connected; NOBODY never (the owner themselves always).
 */
export function audienceAllowsSql(audience: SQL, owner: number | SQL, viewer: number | SQL): SQL<boolean> {
  return sql<boolean>`(${owner}::int = ${viewer}::int or ${audience} = 'EVERYONE'
    or (${audience} = 'CONNECTIONS' and ${connectedSql(owner, viewer)}))`;
}

/** A LIKE pattern matching `text` anywhere, its own `%`, `_` and `\` taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
