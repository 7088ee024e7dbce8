import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { directMessageThreads as threads, directMessages as dms, events } from '../../db/schema';

/** The events whose threads are detached: one event, or every event of an organization. */
export type EventScope = { eventId: number } | { organizationId: number };

const inScope = (scope: EventScope, eventIdColumn: SQL): SQL =>
  'eventId' in scope
    ? sql`${eventIdColumn} = ${scope.eventId}`
    : sql`${eventIdColumn} in (select ${events.id} from ${events} where ${events.organization_id} = ${scope.organizationId})`;

export const eventThreadsRepository = {
  /**
   * Before events are deleted: their private threads become general threads of the same pair, so nobody loses
   * messages. There is one thread per pair and context: a pair without a general thread gets its (first)
   * event thread turned into one; then every other event thread of the pair has its messages moved into the
   * general thread and goes. The threads are locked first, so a message sent meanwhile waits and then lands
   * in the thread that is kept (or finds its thread gone).
   */
  async detach(db: Db, scope: EventScope): Promise<void> {
    const e = sql.raw('e');
    const g = sql.raw('g');
    const eventThread = inScope(scope, sql`${e}.event_id`);
    const generalOf = sql`${g}.user_low_id = ${e}.user_low_id and ${g}.user_high_id = ${e}.user_high_id and ${g}.event_id is null`;
    await db.execute(sql`select ${e}.id from ${threads} as ${e} where ${eventThread} order by ${e}.id for update`);
    await db.execute(sql`
      update ${threads} set event_id = null
      where id in (select min(${e}.id) from ${threads} as ${e}
                   where ${eventThread} and not exists (select 1 from ${threads} as ${g} where ${generalOf})
                   group by ${e}.user_low_id, ${e}.user_high_id)`);
    await db.execute(sql`
      update ${dms} as m set thread_id = ${g}.id
      from ${threads} as ${e} join ${threads} as ${g} on ${generalOf}
      where m.thread_id = ${e}.id and ${eventThread}`);
    await db.execute(sql`
      update ${threads} as ${g} set last_message_at = greatest(${g}.last_message_at, merged.last_message_at)
      from (select ${e}.user_low_id, ${e}.user_high_id, max(${e}.last_message_at) as last_message_at
            from ${threads} as ${e} where ${eventThread} group by ${e}.user_low_id, ${e}.user_high_id) as merged
      where ${g}.user_low_id = merged.user_low_id and ${g}.user_high_id = merged.user_high_id and ${g}.event_id is null`);
    await db.execute(sql`delete from ${threads} as ${e} where ${eventThread}`);
  },
};
