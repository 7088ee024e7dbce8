import {
  AddSpeakerBody,
  ErrorBody,
  IdParams,
  ReorderSpeakerBody,
  SessionSpeaker,
  SessionSpeakerList,
  SessionSpeakersQuery,
  UpdateSpeakerBody,
} from '@atria/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { actorOf } from '../../plugins/auth';
import { createSpeakersService } from './speakers.service';
import { readScopes } from '../../plugins/read-scopes';

const errors = { 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 422: ErrorBody };
const SessionParams = z.object({ sessionId: IdParams.shape.id });
const SpeakerParams = z.object({ sessionId: IdParams.shape.id, userId: IdParams.shape.id });

export const speakersRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const speakers = createSpeakersService(ctx);
  const tags = ['session speakers'];
  const security = [{ bearerAuth: [] }];
  app.addHook('onRequest', app.authenticate);

  app.get('/sessions/:sessionId/speakers', { config: { readCache: readScopes.sessionSpeakers }, schema: { tags, security, summary: "A session's speakers in order", params: SessionParams, querystring: SessionSpeakersQuery, response: { 200: SessionSpeakerList, ...errors } } }, async (req) =>
    speakers.list(actorOf(req), req.params.sessionId, req.query),
  );
  app.post('/sessions/:sessionId/speakers', { schema: { tags, security, summary: 'Add an event participant as a speaker (last in order)', params: SessionParams, body: AddSpeakerBody, response: { 201: SessionSpeaker, ...errors } } }, async (req, reply) =>
    reply.status(201).send(await speakers.add(actorOf(req), req.params.sessionId, req.body)),
  );
  app.put('/sessions/:sessionId/speakers/:userId', { schema: { tags, security, summary: "Change a speaker's role", params: SpeakerParams, body: UpdateSpeakerBody, response: { 200: SessionSpeaker, ...errors } } }, async (req) =>
    speakers.setRole(actorOf(req), req.params.sessionId, req.params.userId, req.body.role),
  );
  app.put('/sessions/:sessionId/speakers/:userId/reorder', { schema: { tags, security, summary: 'Move a speaker to another position (the others shift)', params: SpeakerParams, body: ReorderSpeakerBody, response: { 200: SessionSpeaker, ...errors } } }, async (req) =>
    speakers.reorder(actorOf(req), req.params.sessionId, req.params.userId, req.body.order),
  );
  app.delete('/sessions/:sessionId/speakers/:userId', { schema: { tags, security, summary: 'Remove a speaker (those after move up)', params: SpeakerParams, response: { 204: z.null(), ...errors } } }, async (req, reply) => {
    await speakers.remove(actorOf(req), req.params.sessionId, req.params.userId);
    return reply.status(204).send(null);
  });
};
