import { JoinLiveSessionPayload, SendSessionChatPayload } from '@atria/contracts/live';
import type { FastifyBaseLogger } from 'fastify';
import type { LiveChatService } from '../../modules/live/live-chat.service';
import type { LiveRooms } from '../live-rooms';
import { requestHandler, type RequestHandler } from './respond';

export type LiveEventName = 'join_live_session' | 'leave_live_session' | 'send_session_chat_message';

/** The live session's request events (docs/live.md#realtime); sending goes through the same service as HTTP. */
export function liveSessionHandlers(chat: LiveChatService, rooms: LiveRooms, log: FastifyBaseLogger): ReadonlyMap<string, RequestHandler> {
  const handlers: { [E in LiveEventName]: RequestHandler } = {
    join_live_session: requestHandler('join_live_session', JoinLiveSessionPayload, (actor, p, socket) => rooms.join(socket, actor.id, p.session_id), log),
    leave_live_session: requestHandler('leave_live_session', JoinLiveSessionPayload, (_actor, p, socket) => rooms.leave(socket, p.session_id), log),
    send_session_chat_message: requestHandler(
      'send_session_chat_message',
      SendSessionChatPayload,
      (actor, p, socket) => chat.send(actor, p.session_id, { room: p.room, body: p.body }, { socketId: socket.id }),
      log,
    ),
  };
  return new Map(Object.entries(handlers));
}
