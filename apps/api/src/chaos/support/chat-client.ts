import type { ClientToServerEvents, Message, ServerToClientEvents, SocketAck } from '@atria/contracts';
import { io, type Socket } from 'socket.io-client';

export interface ChatClient {
  userId: number;
  socket: Socket<ServerToClientEvents, ClientToServerEvents>;
  /** When the server confirmed each connection (`connection_success`), first one included. */
  connectedAt: number[];
  disconnects: { at: number; reason: string }[];
  /** Messages the server acknowledged: it had committed them. */
  acked: { id: number; content: string }[];
  /** Sends that got no acknowledgement (error or timeout): they may or may not have been stored. */
  unacked: string[];
  received: Message[];
  /** Sends a message through the socket and records the outcome. */
  send(threadId: number, content: string): Promise<void>;
  close(): void;
}

/**
 * A browser-like chat client: websocket transport, automatic reconnection with backoff (as socket.io-client
 * does by default, only quicker), recording what happened to it.
 */
export function chatClient(url: string, user: { id: number; token: string }, ackTimeoutMs = 5_000): ChatClient {
  const socket: Socket<ServerToClientEvents, ClientToServerEvents> = io(url, {
    path: '/socket.io',
    transports: ['websocket'],
    auth: { token: user.token },
    forceNew: true,
    reconnection: true,
    reconnectionDelay: 250,
    reconnectionDelayMax: 2_000,
    randomizationFactor: 0.5,
    timeout: 5_000,
  });
  const client: ChatClient = {
    userId: user.id,
    socket,
    connectedAt: [],
    disconnects: [],
    acked: [],
    unacked: [],
    received: [],
    async send(threadId, content) {
      const timed = socket.timeout(ackTimeoutMs);
      const emit = timed.emitWithAck.bind(timed) as (ev: string, payload: unknown) => Promise<SocketAck<Message>>;
      try {
        const ack = await emit('send_direct_message', { thread_id: threadId, content });
        if (ack.ok) client.acked.push({ id: ack.data.id, content });
        else client.unacked.push(content);
      } catch {
        client.unacked.push(content);
      }
    },
    close: () => socket.disconnect(),
  };
  socket.on('connection_success', () => client.connectedAt.push(Date.now()));
  socket.on('disconnect', (reason) => client.disconnects.push({ at: Date.now(), reason }));
  socket.on('new_direct_message', (m) => client.received.push(m));
  return client;
}
