import { ChangePasswordBody, DeleteAccountBody, ErrorBody, LoginIdParams, LoginsResponse } from '@atria/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { actorOf } from '../../plugins/auth';
import { createAccountService } from './account.service';

const errors = { 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 422: ErrorBody, 429: ErrorBody };
const noContent = { 204: z.null() };

/** Account settings: password, logins, deletion (docs/product.md#settings). The name is the profile edit. */
export const accountRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const account = createAccountService(ctx);
  const security = [{ bearerAuth: [] }];
  app.addHook('onRequest', app.authenticate);

  app.put(
    '/auth/password',
    {
      schema: {
        tags: ['auth'],
        security,
        summary: 'Change your password (needs the current one); ends every other login',
        body: ChangePasswordBody,
        response: { ...noContent, ...errors },
      },
    },
    async (req, reply) => {
      await account.changePassword(actorOf(req), req.body);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/auth/logins',
    { schema: { tags: ['auth'], security, summary: 'Your active logins, the current one marked', response: { 200: LoginsResponse, ...errors } } },
    async (req) => account.listLogins(actorOf(req)),
  );

  app.delete(
    '/auth/logins/:id',
    {
      schema: { tags: ['auth'], security, summary: 'End one of your logins', params: LoginIdParams, response: { ...noContent, ...errors } },
    },
    async (req, reply) => {
      await account.endLogin(actorOf(req), req.params.id);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/auth/logins',
    { schema: { tags: ['auth'], security, summary: 'Log out everywhere, this login included', response: { ...noContent, ...errors } } },
    async (req, reply) => {
      await account.endAllLogins(actorOf(req));
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/users/me',
    {
      schema: {
        tags: ['users'],
        security,
        summary: 'Delete your account (needs your password); refused while you are the last owner of an organization',
        body: DeleteAccountBody,
        response: { ...noContent, ...errors },
      },
    },
    async (req, reply) => {
      await account.deleteAccount(actorOf(req), req.body);
      return reply.status(204).send(null);
    },
  );
};
