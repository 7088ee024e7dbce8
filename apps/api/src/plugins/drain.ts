import type { FastifyInstance } from 'fastify';

/**
 * Graceful drain for `app.close()` (SIGTERM): requests still in flight when closing starts are answered with
 * `Connection: close`, and connections that fall idle are closed as they do. Node closes idle keep-alive
 * connections only once, when the server starts closing: one that was busy then would otherwise stay open
 * after its response until the keep-alive timeout, and hold the shutdown past its grace period.
 */
export function registerDrain(app: FastifyInstance): void {
  let draining: NodeJS.Timeout | undefined;
  app.addHook('preClose', async () => {
    draining = setInterval(() => app.server.closeIdleConnections(), 50);
    draining.unref();
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (draining) void reply.header('connection', 'close');
    return payload;
  });
  app.addHook('onClose', async () => clearInterval(draining));
}
