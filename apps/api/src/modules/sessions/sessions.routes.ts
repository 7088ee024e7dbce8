import {
  CreateSessionBody,
  ErrorBody,
  IdParams,
  Session,
  SessionList,
  SessionStatusBody,
  SessionTimesBody,
  SessionsQuery,
  UpdateSessionBody,
} from '@atria/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { actorOf } from '../../plugins/auth';
import { createSessionsService } from './sessions.service';
import { readScopes } from '../../plugins/read-scopes';

const errors = { 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 422: ErrorBody };
const EventParams = z.object({ eventId: IdParams.shape.id });

export const sessionsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const sessions = createSessionsService(ctx);
  const tags = ['sessions'];
  const security = [{ bearerAuth: [] }];
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/events/:eventId/sessions',
    {
      schema: {
        tags,
        security,
        summary: "An event's sessions with their speakers",
        description: 'Answers with an ETag; a request whose If-None-Match holds the current one gets 304 and no body.',
        params: EventParams,
        querystring: SessionsQuery,
        response: { 200: SessionList, 304: z.null().describe('Not modified'), ...errors },
      },
    },
    async (req, reply) => {
      const agenda = await sessions.list(actorOf(req), req.params.eventId, req.query);
      void reply.header('etag', agenda.etag).header('cache-control', 'private, no-cache');
      if (req.headers['if-none-match'] === agenda.etag) return reply.code(304).send(null);
      // Already serialized through the SessionList schema when it was built: sent as it is.
      return reply.type('application/json; charset=utf-8').send(agenda.body as never);
    },
  );
  app.post('/events/:eventId/sessions', { schema: { tags, security, summary: 'Create a session (event organizers)', params: EventParams, body: CreateSessionBody, response: { 201: Session, ...errors } } }, async (req, reply) =>
    reply.status(201).send(await sessions.create(actorOf(req), req.params.eventId, req.body)),
  );
  app.get('/sessions/:id', { config: { readCache: readScopes.session }, schema: { tags, security, summary: 'One session', params: IdParams, response: { 200: Session, ...errors } } }, async (req) =>
    sessions.get(actorOf(req), req.params.id),
  );
  app.put('/sessions/:id', { schema: { tags, security, summary: 'Edit a session: all fields or only the changed ones', params: IdParams, body: UpdateSessionBody, response: { 200: Session, ...errors } } }, async (req) =>
    sessions.update(actorOf(req), req.params.id, req.body),
  );
  app.put('/sessions/:id/status', { schema: { tags, security, summary: 'Change the status', params: IdParams, body: SessionStatusBody, response: { 200: Session, ...errors } } }, async (req) =>
    sessions.setStatus(actorOf(req), req.params.id, req.body.status),
  );
  app.put('/sessions/:id/times', { schema: { tags, security, summary: 'Move to another day and time', params: IdParams, body: SessionTimesBody, response: { 200: Session, ...errors } } }, async (req) =>
    sessions.reschedule(actorOf(req), req.params.id, req.body),
  );
  app.delete('/sessions/:id', { schema: { tags, security, summary: 'Delete a session', params: IdParams, response: { 204: z.null(), ...errors } } }, async (req, reply) => {
    await sessions.remove(actorOf(req), req.params.id);
    return reply.status(204).send(null);
  });
};
