import {
  JoinLiveSessionPayload,
  LIVE_MESSAGES,
  SendSessionChatPayload,
  SessionTypingPayload,
} from '@atria/contracts/live';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import { notFound } from '../../errors';
import { spendLiveLimit } from '../../modules/live/live-limits';
import { backstageRoom, liveRoom } from '../rooms';
import type { LiveChatService } from '../../modules/live/live-chat.service';
import type { LiveRooms } from '../live-rooms';
import { requestHandler, type RequestHandler } from './respond';

export type LiveEventName = 'join_live_session' | 'leave_live_session' | 'send_session_chat_message' | 'session_typing';

/** The live session's request events (docs/live.md#realtime); sending goes through the same service as HTTP. */
export function liveSessionHandlers(
  ctx: AppContext,
  chat: LiveChatService,
  rooms: LiveRooms,
  log: FastifyBaseLogger,
): ReadonlyMap<string, RequestHandler> {
  const handlers: { [E in LiveEventName]: RequestHandler } = {
    join_live_session: requestHandler(
      'join_live_session',
      JoinLiveSessionPayload,
      (actor, p, socket) => rooms.join(socket, actor.id, p.session_id),
      log,
    ),
    leave_live_session: requestHandler(
      'leave_live_session',
      JoinLiveSessionPayload,
      (_actor, p, socket) => rooms.leave(socket, p.session_id),
      log,
    ),
    send_session_chat_message: requestHandler(
      'send_session_chat_message',
      SendSessionChatPayload,
      (actor, p, socket) => chat.send(actor, p.session_id, { room: p.room, body: p.body }, { socketId: socket.id }),
      log,
    ),
    // No database read: being in the room is the permission (checked at join, re-checked on access changes).
    session_typing: requestHandler(
      'session_typing',
      SessionTypingPayload,
      (actor, p, socket) => {
        const room = p.room === 'PUBLIC' ? liveRoom(p.session_id) : backstageRoom(p.session_id);
        if (!socket.rooms.has(room)) return Promise.reject(notFound('Session'));
        spendLiveLimit(ctx, 'typing', actor.id, LIVE_MESSAGES.typingRateLimited);
        ctx.domainEvents.publish('live.typing', {
          sessionId: p.session_id,
          room: p.room,
          userId: actor.id,
          socketId: socket.id,
        });
        return Promise.resolve({ session_id: p.session_id });
      },
      log,
    ),
  };
  return new Map(Object.entries(handlers));
}
