import type { FastifyBaseLogger } from 'fastify';
import type { DomainEventMap, DomainEvents } from '../lib/domain-events';
import { ChatBatches, CHAT_BATCH_MS } from './chat-batches';
import { backstageRoom, eventRoom, liveRoom, pollRoom, sessionRoom, staffRoom, userRoom } from './rooms';
import type { AppServer } from './types';

/**
 * The only place that emits to rooms. Turns committed domain events into socket events for every tab and
 * device of the users concerned; with the Redis adapter those emits reach the other instances too. One room
 * per emit, so the sharded adapter publishes on that room's own channel (only instances holding it listen).
 *
 * Thread announcements: the creator's sockets get `direct_message_thread_created` when the thread is created;
 * the other participant gets it together with the thread's first message, not before (an empty thread is
 * nothing to be told about).
 *
 * Session chat is batched per room when busy (chat-batches.ts): a quiet room gets `session_chat_message` at once,
 * a busy one at most one packet per `chatBatchMs`.
 *
 * Returns the function that unsubscribes (and sends the chat still waiting).
 */
export function startPublisher(
  io: AppServer,
  events: DomainEvents,
  log: FastifyBaseLogger,
  { chatBatchMs = CHAT_BATCH_MS }: { chatBatchMs?: number } = {},
): () => void {
  // Services publish after commit, synchronously: a failed emit must be logged, never fail their request.
  const guarded =
    <K extends keyof DomainEventMap>(name: K, fn: (payload: DomainEventMap[K]) => void) =>
    (payload: DomainEventMap[K]) => {
      try {
        fn(payload);
      } catch (err) {
        log.error({ err, event: name }, 'realtime publish failed');
      }
    };

  const chatRoom = (sessionId: number, room: 'PUBLIC' | 'BACKSTAGE') =>
    room === 'PUBLIC' ? liveRoom(sessionId) : backstageRoom(sessionId);
  const chat = new ChatBatches(
    {
      one(message, originSocketId) {
        const room = chatRoom(message.session_id, message.room);
        if (originSocketId) io.to(room).except(originSocketId).emit('session_chat_message', message);
        else io.to(room).emit('session_chat_message', message);
      },
      many(sessionId, room, messages) {
        // Its senders' sockets are in the room too: they skip their own message (they have it by id).
        io.to(chatRoom(sessionId, room)).emit('session_chat_messages', { session_id: sessionId, room, messages });
      },
    },
    chatBatchMs,
  );

  const unsubscribers = [
    events.subscribe(
      'dm.thread_created',
      guarded('dm.thread_created', ({ thread, createdBy }) => {
        io.to(userRoom(createdBy)).emit('direct_message_thread_created', thread);
      }),
    ),
    events.subscribe(
      'dm.message_created',
      guarded('dm.message_created', ({ message, senderId, recipientId, recipientThread, originSocketId }) => {
        if (recipientThread) io.to(userRoom(recipientId)).emit('direct_message_thread_created', recipientThread);
        io.to(userRoom(recipientId)).emit('new_direct_message', { ...message, is_sender: false });
        // The sender's other tabs and devices. The socket it was sent from has `direct_message_sent` and the
        // acknowledgement already: a third copy would only cost a packet per message.
        // `message` is the sender's view already (see DomainEventMap): sent as is rather than copied.
        const senderView = message.is_sender ? message : { ...message, is_sender: true };
        if (originSocketId) io.to(userRoom(senderId)).except(originSocketId).emit('new_direct_message', senderView);
        else io.to(userRoom(senderId)).emit('new_direct_message', senderView);
      }),
    ),
    events.subscribe(
      'dm.messages_read',
      guarded('dm.messages_read', ({ threadId, readerId, otherUserId }) => {
        io.to(userRoom(otherUserId)).emit('messages_read', { thread_id: threadId, reader_id: readerId });
      }),
    ),
    events.subscribe(
      'live.chat_message_created',
      guarded('live.chat_message_created', ({ message, originSocketId }) => chat.add(message, originSocketId)),
    ),
    events.subscribe(
      'live.chat_message_deleted',
      guarded('live.chat_message_deleted', ({ sessionId, room, messageId }) => {
        // What waits in the room goes first: a deletion never overtakes its message.
        chat.flush(sessionId, room);
        io.to(chatRoom(sessionId, room)).emit('session_chat_message_deleted', {
          session_id: sessionId,
          room,
          message_id: messageId,
        });
      }),
    ),
    events.subscribe(
      'live.chat_reaction_updated',
      guarded('live.chat_reaction_updated', (update) => {
        chat.flush(update.session_id, update.room);
        io.to(chatRoom(update.session_id, update.room)).emit('chat_reaction_updated', update);
      }),
    ),
    events.subscribe(
      'live.question_changed',
      guarded('live.question_changed', ({ sessionId, questionId, publicView, staffView }) => {
        // Attendees get their view, or the question taken away while hidden; the backstage sees it as it is.
        const attendees = io.to(liveRoom(sessionId)).except(backstageRoom(sessionId));
        if (publicView) attendees.emit('question_updated', publicView);
        else attendees.emit('question_removed', { session_id: sessionId, question_id: questionId });
        io.to(backstageRoom(sessionId)).emit('question_updated', staffView);
      }),
    ),
    events.subscribe(
      'live.question_created',
      guarded('live.question_created', ({ sessionId, publicView, staffView, originSocketId }) => {
        const attendees = io.to(liveRoom(sessionId)).except(backstageRoom(sessionId));
        const backstage = io.to(backstageRoom(sessionId));
        // The asking socket has `question_asked` and the acknowledgement already.
        if (originSocketId) {
          attendees.except(originSocketId).emit('question_created', publicView);
          backstage.except(originSocketId).emit('question_created', staffView);
        } else {
          attendees.emit('question_created', publicView);
          backstage.emit('question_created', staffView);
        }
      }),
    ),
    events.subscribe(
      'live.poll_opened',
      guarded('live.poll_opened', ({ poll }) => {
        io.to(liveRoom(poll.session_id)).emit('poll_opened', poll);
      }),
    ),
    events.subscribe(
      'live.poll_closed',
      guarded('live.poll_closed', ({ poll }) => {
        io.to(liveRoom(poll.session_id)).emit('poll_closed', poll);
      }),
    ),
    events.subscribe(
      'live.poll_voted',
      guarded('live.poll_voted', ({ sessionId, pollId, userId }) => {
        // From now on the voter may see the results: every socket of theirs (on every instance, through the
        // adapter) follows them. The results themselves come coalesced (poll-results.ts).
        io.in(userRoom(userId)).socketsJoin(pollRoom(sessionId, pollId));
      }),
    ),
    events.subscribe(
      'live.poll_results',
      guarded('live.poll_results', ({ results }) => {
        // One emit to both rooms: a staff member who voted gets it once.
        io.to([pollRoom(results.session_id, results.poll_id), staffRoom(results.session_id)]).emit(
          'poll_results_updated',
          results,
        );
      }),
    ),
    events.subscribe(
      'live.user_muted',
      guarded('live.user_muted', ({ eventId, userId, until }) => {
        if (until)
          io.to(userRoom(userId)).emit('user_muted', {
            event_id: eventId,
            user_id: userId,
            until: until.toISOString(),
          });
        else io.to(userRoom(userId)).emit('user_unmuted', { event_id: eventId, user_id: userId });
      }),
    ),
    events.subscribe(
      'live.question_deleted',
      guarded('live.question_deleted', ({ sessionId, questionId }) => {
        io.to(liveRoom(sessionId)).emit('question_removed', { session_id: sessionId, question_id: questionId });
      }),
    ),
    events.subscribe(
      'live.presence_changed',
      guarded('live.presence_changed', ({ sessionId, watching }) => {
        io.to(liveRoom(sessionId)).emit('presence_updated', { session_id: sessionId, watching });
      }),
    ),
    events.subscribe(
      'live.typing',
      guarded('live.typing', ({ sessionId, room, userId, socketId }) => {
        io.to(chatRoom(sessionId, room))
          .except(socketId)
          .emit('user_typing', { session_id: sessionId, room, user_id: userId });
      }),
    ),
    events.subscribe(
      'session.status_changed',
      guarded('session.status_changed', ({ sessionId, eventId, status }) => {
        // The session's page and the event's agenda and home: one emit, so a socket in both rooms gets it once.
        io.to([liveRoom(sessionId), eventRoom(eventId)]).emit('session_status_changed', {
          session_id: sessionId,
          event_id: eventId,
          status,
        });
      }),
    ),
    events.subscribe(
      'notification.created',
      guarded('notification.created', ({ userId, notification }) => {
        io.to(userRoom(userId)).emit('notification_created', notification);
      }),
    ),
    events.subscribe(
      'auth.session_revoked',
      guarded('auth.session_revoked', ({ familyId }) => {
        // The emit crosses instances through the adapter, so every tab of that login is told; sockets on this
        // instance are closed at once. (The sharded adapter cannot close remote sockets: those end at the
        // latest when their access token expires, and a well-behaved client stops at auth_error.)
        io.to(sessionRoom(familyId)).emit('auth_error', { message: 'Session ended' });
        io.in(sessionRoom(familyId)).disconnectSockets(true);
      }),
    ),
    events.subscribe(
      'network.connection_request',
      guarded('network.connection_request', ({ userId, notice }) => {
        io.to(userRoom(userId)).emit('connection_request', notice);
      }),
    ),
    events.subscribe(
      'network.connection_updated',
      guarded('network.connection_updated', ({ userId, update }) => {
        io.to(userRoom(userId)).emit('connection_updated', update);
      }),
    ),
  ];
  return () => {
    for (const unsubscribe of unsubscribers) unsubscribe();
    chat.close();
  };
}
