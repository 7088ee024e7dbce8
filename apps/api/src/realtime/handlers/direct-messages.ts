import {
  CreateThreadPayload,
  GetMessagesPayload,
  GetThreadsPayload,
  JoinUserRoomPayload,
  MarkReadPayload,
  SendMessagePayload,
  type ClientEventName,
} from '@atria/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { forbidden } from '../../errors';
import type { MessagesService } from '../../modules/messages/messages.service';
import { userRoom } from '../rooms';
import type { LiveEventName } from './live-session';
import { requestHandler, type RequestHandler } from './respond';

/**
 * The chat's request events of an authenticated socket, by event name. Each calls the same service as the HTTP
 * routes, so rules, limits and emits (through the publisher) are the same whichever way a client talks. Built
 * once per server: the handlers are shared by every socket and told which socket and actor they serve.
 */
export function directMessageHandlers(
  messages: MessagesService,
  log: FastifyBaseLogger,
): ReadonlyMap<string, RequestHandler> {
  const handlers: { [E in Exclude<ClientEventName, LiveEventName>]: RequestHandler } = {
    get_direct_message_threads: requestHandler(
      'get_direct_message_threads',
      GetThreadsPayload,
      (actor, p) => messages.listThreads(actor, p),
      log,
    ),

    get_direct_messages: requestHandler(
      'get_direct_messages',
      GetMessagesPayload,
      (actor, p) => messages.listMessages(actor, p.thread_id, { page: p.page, per_page: p.per_page }),
      log,
    ),

    send_direct_message: requestHandler(
      'send_direct_message',
      SendMessagePayload,
      (actor, p, socket) =>
        messages.sendMessage(
          actor,
          p.thread_id,
          { content: p.content, encrypted_content: p.encrypted_content },
          { socketId: socket.id },
        ),
      log,
    ),

    mark_messages_read: requestHandler(
      'mark_messages_read',
      MarkReadPayload,
      (actor, p) => messages.markRead(actor, p.thread_id),
      log,
    ),

    create_direct_message_thread: requestHandler(
      'create_direct_message_thread',
      CreateThreadPayload,
      async (actor, p) => (await messages.createThread(actor, p)).thread,
      log,
    ),

    // The socket joined its own room at connect; this exists for clients that ask explicitly, for themselves only.
    join_user_room: requestHandler(
      'join_user_room',
      JoinUserRoomPayload,
      async (actor, p, socket) => {
        if (p.user_id !== actor.id) throw forbidden('You can only join your own room');
        await socket.join(userRoom(actor.id));
        return { user_id: actor.id };
      },
      log,
    ),
  };
  // A Map, so that an event named like an Object.prototype member ('constructor', '__proto__') finds nothing.
  return new Map(Object.entries(handlers));
}
