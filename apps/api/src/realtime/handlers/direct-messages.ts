import {
  CreateThreadPayload,
  GetMessagesPayload,
  GetThreadsPayload,
  JoinUserRoomPayload,
  MarkReadPayload,
  SendMessagePayload,
} from '@atria/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Actor } from '../../context';
import { forbidden } from '../../errors';
import type { MessagesService } from '../../modules/messages/messages.service';
import { userRoom } from '../rooms';
import type { AppSocket } from '../types';
import { onRequest } from './respond';

/**
 * The chat's request events of an authenticated socket. Each calls the same service as the HTTP routes, so
 * rules, limits and emits (through the publisher) are the same whichever way a client talks.
 */
export function registerDirectMessageHandlers(socket: AppSocket, actor: Actor, messages: MessagesService, log: FastifyBaseLogger): void {
  onRequest(socket, 'get_direct_message_threads', GetThreadsPayload, (p) => messages.listThreads(actor, p), log);

  onRequest(
    socket,
    'get_direct_messages',
    GetMessagesPayload,
    (p) => messages.listMessages(actor, p.thread_id, { page: p.page, per_page: p.per_page }),
    log,
  );

  onRequest(
    socket,
    'send_direct_message',
    SendMessagePayload,
    (p) => messages.sendMessage(actor, p.thread_id, { content: p.content, encrypted_content: p.encrypted_content }),
    log,
  );

  onRequest(socket, 'mark_messages_read', MarkReadPayload, (p) => messages.markRead(actor, p.thread_id), log);

  onRequest(
    socket,
    'create_direct_message_thread',
    CreateThreadPayload,
    async (p) => (await messages.createThread(actor, p)).thread,
    log,
  );

  // The socket joined its own room at connect; this exists for clients that ask explicitly, for themselves only.
  onRequest(
    socket,
    'join_user_room',
    JoinUserRoomPayload,
    async (p) => {
      if (p.user_id !== actor.id) throw forbidden('You can only join your own room');
      await socket.join(userRoom(actor.id));
      return { user_id: actor.id };
    },
    log,
  );
}
