import {
  CreateThreadBody,
  ErrorBody,
  IdParams,
  MarkReadResponse,
  Message,
  MessagesPage,
  MessagesQuery,
  SendMessageBody,
  Thread,
  ThreadsQuery,
  ThreadsResponse,
} from '@atria/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { actorOf } from '../../plugins/auth';
import { createMessagesService } from './messages.service';
import { readScopes } from '../../plugins/read-scopes';

const errors = { 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 422: ErrorBody };

/** Direct messages over HTTP: the fallback of the socket, with the same service and the same emits. */
export const messagesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const messages = createMessagesService(ctx);
  const tags = ['direct-messages'];
  const security = [{ bearerAuth: [] }];
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/direct-messages/threads',
    { config: { readCache: readScopes.threads }, schema: { tags, security, summary: 'Your threads, newest activity first', querystring: ThreadsQuery, response: { 200: ThreadsResponse, ...errors } } },
    async (req) => messages.listThreads(actorOf(req), req.query),
  );

  app.post(
    '/direct-messages/threads',
    {
      config: { keepsCaches: true },
      schema: {
        tags,
        security,
        summary: 'Open (or get) the thread with a user, optionally in an event',
        body: CreateThreadBody,
        response: { 200: Thread, 201: Thread, ...errors },
      },
    },
    async (req, reply) => {
      const { thread, created } = await messages.createThread(actorOf(req), req.body);
      return reply.status(created ? 201 : 200).send(thread);
    },
  );

  app.get(
    '/direct-messages/threads/:id/messages',
    {
      config: { readCache: readScopes.messages },
      schema: {
        tags,
        security,
        summary: 'A page of messages, pages counted from the newest',
        params: IdParams,
        querystring: MessagesQuery,
        response: { 200: MessagesPage, ...errors },
      },
    },
    async (req) => messages.listMessages(actorOf(req), req.params.id, req.query),
  );

  app.post(
    '/direct-messages/threads/:id/messages',
    {
      config: { keepsCaches: true },
      schema: {
        tags,
        security,
        summary: 'Send a message',
        params: IdParams,
        body: SendMessageBody,
        response: { 201: Message, ...errors, 429: ErrorBody },
      },
    },
    async (req, reply) => reply.status(201).send(await messages.sendMessage(actorOf(req), req.params.id, req.body)),
  );

  app.post(
    '/direct-messages/threads/:id/read',
    { config: { keepsCaches: true }, schema: { tags, security, summary: "Mark the other participant's messages read", params: IdParams, response: { 200: MarkReadResponse, ...errors } } },
    async (req) => messages.markRead(actorOf(req), req.params.id),
  );
};
