import type { AppContext } from '../../context';
import type { GroupHandlers } from '../../http/register-routes';

const PING_TIMEOUT_MS = 2_000;

export function healthHandlers(ctx: AppContext, version: string): GroupHandlers<'health'> {
  return {
    check: async ({ reply }) => {
      const realtime = ctx.env.REDIS_URL ? ('redis' as const) : ('single' as const);
      try {
        await Promise.race([
          ctx.database.ping(),
          new Promise((_, reject) =>
            setTimeout(() => reject(new Error('database ping timed out')), PING_TIMEOUT_MS).unref(),
          ),
        ]);
        return { status: 'ok' as const, database: 'up' as const, realtime, version };
      } catch {
        return reply.status(503).send({ status: 'degraded' as const, database: 'down' as const, realtime, version });
      }
    },
  };
}
