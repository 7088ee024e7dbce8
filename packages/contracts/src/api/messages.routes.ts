import { IdParams } from '../common';
import {
  CreateThreadBody,
  MarkReadResponse,
  Message,
  MessagesPage,
  MessagesQuery,
  SendMessageBody,
  Thread,
  ThreadsQuery,
  ThreadsResponse,
} from '../messages';
import { defineRoutes, errors } from './route';

const messageErrors = errors(401, 403, 404, 422);
const tags = ['direct-messages'] as const;

/** Direct messages over HTTP: the fallback of the socket, with the same service and the same emits. */
export const directMessagesRoutes = defineRoutes({
  threads: {
    method: 'GET',
    path: '/direct-messages/threads',
    auth: 'bearer',
    tags,
    summary: 'Your threads, newest activity first',
    query: ThreadsQuery,
    responses: { 200: ThreadsResponse, ...messageErrors },
  },
  openThread: {
    method: 'POST',
    path: '/direct-messages/threads',
    auth: 'bearer',
    tags,
    summary: 'Open (or get) the thread with a user, optionally in an event',
    body: CreateThreadBody,
    responses: { 200: Thread, 201: Thread, ...messageErrors },
  },
  messages: {
    method: 'GET',
    path: '/direct-messages/threads/:id/messages',
    auth: 'bearer',
    tags,
    summary: 'A page of messages, pages counted from the newest',
    params: IdParams,
    query: MessagesQuery,
    responses: { 200: MessagesPage, ...messageErrors },
  },
  send: {
    method: 'POST',
    path: '/direct-messages/threads/:id/messages',
    auth: 'bearer',
    tags,
    summary: 'Send a message',
    params: IdParams,
    body: SendMessageBody,
    responses: { 201: Message, ...messageErrors, ...errors(429) },
  },
  markRead: {
    method: 'POST',
    path: '/direct-messages/threads/:id/read',
    auth: 'bearer',
    tags,
    summary: "Mark the other participant's messages read",
    params: IdParams,
    responses: { 200: MarkReadResponse, ...messageErrors },
  },
});
