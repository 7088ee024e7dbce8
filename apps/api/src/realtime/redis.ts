import type { FastifyBaseLogger } from 'fastify';

const REDIS_CONNECT_TIMEOUT_MS = 10_000;

/** node-redis v5 publisher and subscriber for the sharded adapter (SPUBLISH/SSUBSCRIBE, Redis ≥ 7). */
export async function connectRedis(url: string, log: FastifyBaseLogger) {
  // Loaded only when REDIS_URL is set: the client and the modules it bundles cost a single instance about
  // 7 MB of memory and 80 ms of start-up for nothing (bench/RESULTS.md, sixth run).
  const { createClient } = await import('redis');
  const socket = { connectTimeout: 5_000, reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, 5_000) };
  // While Redis is away, a publish must fail at once rather than wait in the offline queue: the adapter emits
  // to this instance's own sockets only after its publish settles, so a queued publish would hold up local
  // delivery until Redis returns. The subscriber keeps its queue, so rooms joined meanwhile are subscribed later.
  const pub = createClient({ url, socket, disableOfflineQueue: true });
  const sub = createClient({ url, socket });
  pub.on('error', (err: unknown) => log.warn({ err }, 'redis (publish) error'));
  sub.on('error', (err: unknown) => log.warn({ err }, 'redis (subscribe) error'));
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      Promise.all([pub.connect(), sub.connect()]),
      new Promise((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`Redis at REDIS_URL did not answer within ${REDIS_CONNECT_TIMEOUT_MS} ms`)),
          REDIS_CONNECT_TIMEOUT_MS,
        );
      }),
    ]);
  } catch (err) {
    for (const client of [pub, sub]) {
      // destroy() stops the reconnect loop; it throws for a client that never connected, which is fine here.
      try {
        client.destroy();
      } catch {
        /* never connected */
      }
    }
    throw err;
  } finally {
    clearTimeout(timer);
  }
  // The adapter subscribes through this stand-in, which remembers the newest subscription and how many are
  // unconfirmed. Redis answers a connection's commands in order, so once the newest is confirmed, every
  // earlier one is too. With none unconfirmed (the user's room existed already) there is nothing to wait for.
  //
  // A room left by its last socket is unsubscribed; if a socket joins it again before Redis has answered
  // (a page reload), node-redis still counts the channel as subscribed, sends no SSUBSCRIBE, and then drops it
  // when the SUNSUBSCRIBE answer comes: the room would hear nothing from other instances any more. So a
  // subscription waits for the pending unsubscription of its channel.
  let newest: Promise<void> = Promise.resolve();
  let unconfirmed = 0;
  const confirmed = (): void => {
    unconfirmed -= 1;
  };
  const leaving = new Map<string, Promise<unknown>>();
  const subscriber = {
    sSubscribe(channel: string, listener: Parameters<typeof sub.sSubscribe>[1], bufferMode?: boolean) {
      const pending = leaving.get(channel);
      const subscribing = pending
        ? pending.then(() => sub.sSubscribe(channel, listener, bufferMode))
        : sub.sSubscribe(channel, listener, bufferMode);
      unconfirmed += 1;
      // One that waited for an unsubscription may be confirmed after later ones: `newest` waits for all.
      const earlier = newest;
      newest = subscribing.then(confirmed, confirmed).then(() => earlier);
      return subscribing;
    },
    sUnsubscribe(channel: string) {
      const unsubscribing = sub.sUnsubscribe(channel).catch(() => undefined);
      leaving.set(channel, unsubscribing);
      void unsubscribing.then(() => {
        if (leaving.get(channel) === unsubscribing) leaving.delete(channel);
      });
      return unsubscribing;
    },
  };
  return {
    pub,
    subscriber,
    /** While Redis is away nothing is confirmed until it returns: sockets are then told at once, as before. */
    subscribed: (): Promise<void> | undefined => (sub.isReady && unconfirmed > 0 ? newest : undefined),
    async close() {
      await Promise.allSettled([pub.close(), sub.close()]);
    },
  };
}
