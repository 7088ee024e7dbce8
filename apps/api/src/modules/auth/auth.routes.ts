import { ErrorBody, LoginBody, RefreshResponse, SignupBody, TokenPair, User } from '@atria/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { actorOf, bearerToken } from '../../plugins/auth';
import { createAuthService } from './auth.service';
import { readScopes } from '../../plugins/read-scopes';

const errors = { 401: ErrorBody, 409: ErrorBody, 422: ErrorBody, 429: ErrorBody };

export const authRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const auth = createAuthService(ctx);
  const tags = ['auth'];

  app.post(
    '/auth/signup',
    { schema: { tags, summary: 'Create an account and log in', body: SignupBody, response: { 201: TokenPair, ...errors } } },
    async (req, reply) => reply.status(201).send(await auth.signup(req.body, req.ip, req.headers['user-agent'])),
  );

  app.post(
    '/auth/login',
    { schema: { tags, summary: 'Log in with email and password', body: LoginBody, response: { 200: TokenPair, ...errors } } },
    async (req) => auth.login(req.body, req.ip, req.headers['user-agent']),
  );

  app.post(
    '/auth/refresh',
    {
      schema: {
        tags,
        summary: 'Exchange the refresh token (sent as the bearer credential) for a new token pair',
        security: [{ bearerAuth: [] }],
        response: { 200: RefreshResponse, 401: ErrorBody },
      },
    },
    async (req) => auth.refresh(bearerToken(req.headers.authorization), req.headers['user-agent']),
  );

  app.get(
    '/auth/me',
    {
      onRequest: app.authenticate,
      config: { readCache: readScopes.me },
      schema: { tags, summary: 'The current user', security: [{ bearerAuth: [] }], response: { 200: User, 401: ErrorBody } },
    },
    async (req) => auth.me(actorOf(req)),
  );

  app.post(
    '/auth/logout',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Revoke the current access token and its refresh family',
        security: [{ bearerAuth: [] }],
        response: { 204: z.null(), 401: ErrorBody },
      },
    },
    async (req, reply) => {
      await auth.logout(actorOf(req));
      return reply.status(204).send(null);
    },
  );
};
