import DataLoader from 'dataloader';
import type { Db } from './client';
import { preparedPer } from './prepared';

/** At most this many keys in one statement; a larger crowd is sent as several. */
const MAX_BATCH = 200;
/**
 * Statements of one loader out at once. While they are out, the next batch keeps gathering keys, so under load
 * batches grow with the database's delay; two, so that one slow statement does not hold every other caller.
 */
const IN_FLIGHT = 2;

/**
 * Lookups by key that requests make one at a time, sent to the database together: every key asked for while
 * the event loop handles one round of incoming I/O (one `setImmediate` later), or while IN_FLIGHT statements
 * of the same loader are out, goes into one statement. A crowd arriving at once (a thousand attendees whose
 * tokens and roles are no longer held, say) then costs a few statements instead of one each.
 *
 * Nothing is remembered between batches (DataLoader's own memo is off): what may be held, and for how long, is
 * the caller's cache's business, with its invalidation. A key asked twice in one batch is read once. `load`
 * receives distinct keys and returns the value of each (a key it leaves out is `undefined`); if it throws,
 * every request of the batch gets the error, as each would have on its own.
 *
 * Root handle only (like prepared queries): a transaction's reads must see its own writes, so callers run
 * their unbatched query on a transaction.
 */
export function batchedPer<K, V>(
  load: (db: Db, keys: readonly K[]) => Promise<Map<string, V>>,
  keyOf: (key: K) => string,
): (db: Db) => DataLoader<K, V | undefined, string> {
  return preparedPer((db) => {
    let inFlight = 0;
    const waiting: (() => void)[] = [];
    return new DataLoader<K, V | undefined, string>(
      async (keys) => {
        inFlight += 1;
        try {
          const distinct = new Map<string, K>();
          for (const key of keys) distinct.set(keyOf(key), key);
          const found = await load(db, [...distinct.values()]);
          return keys.map((key) => found.get(keyOf(key)));
        } finally {
          inFlight -= 1;
          const next = waiting.shift();
          if (next) setImmediate(next);
        }
      },
      {
        cache: false,
        maxBatchSize: MAX_BATCH,
        batchScheduleFn: (run) => (inFlight < IN_FLIGHT ? setImmediate(run) : waiting.push(run)),
      },
    );
  });
}
