import { HealthResponse } from '@atria/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';

export const healthRoutes: FastifyPluginAsyncZod<{ ctx: AppContext; version: string }> = async (app, { ctx, version }) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database status',
        response: { 200: HealthResponse, 503: HealthResponse },
      },
    },
    async (_request, reply) => {
      const realtime = ctx.env.REDIS_URL ? ('redis' as const) : ('single' as const);
      try {
        await Promise.race([
          ctx.database.ping(),
          new Promise((_, reject) => setTimeout(() => reject(new Error('database ping timed out')), 2_000).unref()),
        ]);
        return { status: 'ok' as const, database: 'up' as const, realtime, version };
      } catch {
        return reply.status(503).send({ status: 'degraded' as const, database: 'down' as const, realtime, version });
      }
    },
  );
};
