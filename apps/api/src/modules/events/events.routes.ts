import {
  AddEventUserBody,
  AddEventUserResponse,
  AddOrCreateEventUserBody,
  CreateEventBody,
  ErrorBody,
  EventBranding,
  EventDetail,
  EventList,
  EventUser,
  EventUserList,
  EventUsersQuery,
  IdParams,
  PaginationQuery,
  SpeakerInfoBody,
  UpdateEventBody,
  UpdateEventUserBody,
} from '@atria/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { limitAddByEmail } from '../../plugins/invite-limits';
import { actorOf } from '../../plugins/auth';
import { createEventsService } from './events.service';
import { readScopes } from '../../plugins/read-scopes';

const errors = { 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 422: ErrorBody };
const OrgParams = z.object({ orgId: IdParams.shape.id });
const EventParams = z.object({ eventId: IdParams.shape.id });
const EventUserParams = z.object({ eventId: IdParams.shape.id, userId: IdParams.shape.id });

export const eventsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const events = createEventsService(ctx);
  const tags = ['events'];
  const security = [{ bearerAuth: [] }];
  app.addHook('onRequest', app.authenticate);

  app.get('/organizations/:orgId/events', { config: { readCache: readScopes.organizationEvents }, schema: { tags, security, summary: "An organization's events", params: OrgParams, querystring: PaginationQuery, response: { 200: EventList, ...errors } } }, async (req) =>
    events.listForOrganization(actorOf(req), req.params.orgId, req.query),
  );
  app.post('/organizations/:orgId/events', { schema: { tags, security, summary: 'Create an event (organization owners and admins)', params: OrgParams, body: CreateEventBody, response: { 201: EventDetail, ...errors } } }, async (req, reply) =>
    reply.status(201).send(await events.create(actorOf(req), req.params.orgId, req.body)),
  );
  app.get('/events/:id', { config: { readCache: readScopes.event }, schema: { tags, security, summary: 'An event with organizers, sessions and landing content', params: IdParams, response: { 200: EventDetail, ...errors } } }, async (req) =>
    events.get(actorOf(req), req.params.id),
  );
  app.put('/events/:id', { schema: { tags, security, summary: 'Edit an event (organizers)', params: IdParams, body: UpdateEventBody, response: { 200: EventDetail, ...errors } } }, async (req) =>
    events.update(actorOf(req), req.params.id, req.body),
  );
  app.put('/events/:id/branding', { schema: { tags, security, summary: "Edit an event's branding (organizers)", params: IdParams, body: EventBranding, response: { 200: EventDetail, ...errors } } }, async (req) =>
    events.updateBranding(actorOf(req), req.params.id, req.body),
  );
  app.delete('/events/:id', { schema: { tags, security, summary: 'Delete an event (event admins)', params: IdParams, response: { 204: z.null(), ...errors } } }, async (req, reply) => {
    await events.remove(actorOf(req), req.params.id);
    return reply.status(204).send(null);
  });

  app.get('/events/:eventId/users', { config: { readCache: readScopes.eventUsers }, schema: { tags, security, summary: 'Participants and organizers', params: EventParams, querystring: EventUsersQuery, response: { 200: EventUserList, ...errors } } }, async (req) =>
    events.users(actorOf(req), req.params.eventId, req.query),
  );
  app.post('/events/:eventId/users', { schema: { tags, security, summary: 'Add an existing account to the event', params: EventParams, body: AddEventUserBody, response: { 201: EventUser, ...errors } } }, async (req, reply) =>
    reply.status(201).send(await events.addExisting(actorOf(req), req.params.eventId, req.body)),
  );
  app.post('/events/:eventId/users/add', { preHandler: limitAddByEmail(ctx), schema: { tags, security, summary: 'Add someone by email, inviting new emails', params: EventParams, body: AddOrCreateEventUserBody, response: { 201: AddEventUserResponse, ...errors, 429: ErrorBody } } }, async (req, reply) =>
    reply.status(201).send(await events.addOrCreate(actorOf(req), req.params.eventId, req.body)),
  );
  app.put('/events/:eventId/users/:userId', { schema: { tags, security, summary: "Change a participant's role", params: EventUserParams, body: UpdateEventUserBody, response: { 200: EventUser, ...errors } } }, async (req) =>
    events.changeRole(actorOf(req), req.params.eventId, req.params.userId, req.body.role),
  );
  app.put('/events/:eventId/users/:userId/speaker-info', { schema: { tags, security, summary: 'Speaker title and bio', params: EventUserParams, body: SpeakerInfoBody, response: { 200: EventUser, ...errors } } }, async (req) =>
    events.updateSpeakerInfo(actorOf(req), req.params.eventId, req.params.userId, req.body),
  );
  app.delete('/events/:eventId/users/:userId', { schema: { tags, security, summary: 'Remove a participant, or leave', params: EventUserParams, response: { 204: z.null(), ...errors } } }, async (req, reply) => {
    await events.removeUser(actorOf(req), req.params.eventId, req.params.userId);
    return reply.status(204).send(null);
  });
};
