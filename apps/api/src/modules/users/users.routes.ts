import {
  CheckEmailQuery,
  CheckEmailResponse,
  ErrorBody,
  EventList,
  IdParams,
  PublicProfile,
  SpeakingSessionsResponse,
  UpdateUserBody,
  User,
  UserEventsQuery,
} from '@atria/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { actorOf } from '../../plugins/auth';
import { createUsersService } from './users.service';

const errors = { 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 422: ErrorBody };
const UserIdParams = z.object({ userId: IdParams.shape.id });

export const usersRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const users = createUsersService(ctx);
  const tags = ['users'];
  const security = [{ bearerAuth: [] }];
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/users/check-email',
    { schema: { tags, security, summary: 'Whether an account exists for an email', querystring: CheckEmailQuery, response: { 200: CheckEmailResponse, ...errors } } },
    async (req) => users.checkEmail(req.query.email),
  );

  app.get(
    '/users/:id',
    { schema: { tags, security, summary: 'A user profile', params: IdParams, response: { 200: z.union([User, PublicProfile]), ...errors } } },
    async (req) => users.get(actorOf(req), req.params.id),
  );

  app.put(
    '/users/:id',
    { schema: { tags, security, summary: 'Update your own profile', params: IdParams, body: UpdateUserBody, response: { 200: User, ...errors } } },
    async (req) => users.update(actorOf(req), req.params.id, req.body),
  );

  app.get(
    '/users/:userId/events',
    { schema: { tags, security, summary: "A user's events", params: UserIdParams, querystring: UserEventsQuery, response: { 200: EventList, ...errors } } },
    async (req) => users.events(actorOf(req), req.params.userId, req.query),
  );

  app.get(
    '/users/:userId/speaking-sessions',
    { schema: { tags, security, summary: 'Sessions a user speaks in', params: UserIdParams, response: { 200: SpeakingSessionsResponse, ...errors } } },
    async (req) => users.speakingSessions(actorOf(req), req.params.userId),
  );
};
