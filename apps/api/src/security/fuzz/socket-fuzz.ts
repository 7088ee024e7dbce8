import {
  CreateThreadPayload,
  GetMessagesPayload,
  GetThreadsPayload,
  JoinUserRoomPayload,
  MarkReadPayload,
  SendMessagePayload,
  SOCKET_RESPONSES,
  SocketError,
  type ClientEventName,
} from '@atria/contracts';
import {
  AskQuestionPayload,
  JoinLiveSessionPayload,
  ModerateQuestionPayload,
  ReactChatMessagePayload,
  SendSessionChatPayload,
  SessionTypingPayload,
  UpvoteQuestionPayload,
  VotePollPayload,
  WatchEventPayload,
} from '@atria/contracts/live';
import fc from 'fast-check';
import { z } from 'zod';
import type { ClientSocket } from '../../test/socket-client';
import type { World } from '../world';
import { hostileValue } from './hostile';
import { fuzzedValue, type JsonSchema } from './schema-arbitrary';

/** The contracts' payload schema of every client event, as JSON Schema (the input side of each). */
const PAYLOADS: Record<ClientEventName, z.ZodType> = {
  get_direct_message_threads: GetThreadsPayload,
  get_direct_messages: GetMessagesPayload,
  send_direct_message: SendMessagePayload,
  mark_messages_read: MarkReadPayload,
  create_direct_message_thread: CreateThreadPayload,
  join_user_room: JoinUserRoomPayload,
  join_live_session: JoinLiveSessionPayload,
  leave_live_session: JoinLiveSessionPayload,
  send_session_chat_message: SendSessionChatPayload,
  session_typing: SessionTypingPayload,
  react_to_chat_message: ReactChatMessagePayload,
  ask_question: AskQuestionPayload,
  upvote_question: UpvoteQuestionPayload,
  moderate_question: ModerateQuestionPayload,
  vote_poll: VotePollPayload,
  watch_event: WatchEventPayload,
  unwatch_event: WatchEventPayload,
};
const schemaOf = (event: ClientEventName) =>
  z.toJSONSchema(PAYLOADS[event], { io: 'input', unrepresentable: 'any' }) as JsonSchema;

export interface SocketFuzzCall {
  event: string;
  payload: unknown;
  /** Put the world's thread and a world person into the id fields, to get past "not found". */
  worldIds: boolean;
  /** Without an acknowledgement the server answers with events only. */
  ack: boolean;
  extraArgs: readonly unknown[];
}

/** A call of a known event (fuzzed from its contract schema), or of an unknown one, with or without an ack. */
export const socketCall: fc.Arbitrary<SocketFuzzCall> = fc.oneof(
  {
    weight: 12,
    arbitrary: fc.constantFrom(...(Object.keys(PAYLOADS) as ClientEventName[])).chain((event) =>
      fc.record({
        event: fc.constant<string>(event),
        payload: fuzzedValue(schemaOf(event)),
        worldIds: fc.boolean(),
        ack: fc.oneof({ weight: 5, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
        extraArgs: fc.oneof(
          { weight: 5, arbitrary: fc.constant<readonly unknown[]>([]) },
          { weight: 1, arbitrary: fc.array(hostileValue, { maxLength: 2 }) },
        ),
      }),
    ),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      event: fc.constantFrom(
        'unknown_event',
        '__proto__',
        'constructor',
        'connection',
        'toString',
        'hasOwnProperty',
        'x'.repeat(500),
      ),
      payload: hostileValue,
      worldIds: fc.constant(false),
      ack: fc.constant(false),
      extraArgs: fc.constant<readonly unknown[]>([]),
    }),
  },
);

function withWorldIds(payload: unknown, w: World): unknown {
  if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) return payload;
  const out: Record<string, unknown> = { ...payload };
  if ('thread_id' in out) out.thread_id = w.threadId;
  if ('user_id' in out) out.user_id = w.ids.peer;
  if ('session_id' in out) out.session_id = w.sessionId;
  if ('event_id' in out && out.event_id !== null) out.event_id = w.eventId;
  if ('question_id' in out) out.question_id = w.questionId;
  if ('poll_id' in out) out.poll_id = w.openPollId;
  return out;
}

function answerOf(socket: ClientSocket, event: ClientEventName): Promise<'ok' | 'error' | 'none'> {
  const on = socket.on.bind(socket) as (ev: string, l: () => void) => unknown;
  const off = socket.off.bind(socket) as (ev: string, l: () => void) => unknown;
  return new Promise((resolve) => {
    const done = (answer: 'ok' | 'error' | 'none') => () => {
      clearTimeout(timer);
      off(SOCKET_RESPONSES[event], ok);
      off('request_error', error);
      resolve(answer);
    };
    const [ok, error] = [done('ok'), done('error')];
    const timer = setTimeout(done('none'), 10_000);
    on(SOCKET_RESPONSES[event], ok);
    on('request_error', error);
  });
}

/**
 * Emits the call and waits for the server's answer (the acknowledgement, or the response event when there is
 * none), so that its writes are done before the caller looks. Checks it: success, or the socket error body,
 * and never a 5xx. Unknown events get no answer and must do nothing.
 */
export async function emitCall(
  socket: ClientSocket,
  w: World,
  c: SocketFuzzCall,
): Promise<{ refused: boolean; problem: string | null }> {
  const payload = c.worldIds ? withWorldIds(c.payload, w) : c.payload;
  const emit = socket.emit.bind(socket) as (event: string, ...args: unknown[]) => unknown;
  const known = Object.hasOwn(SOCKET_RESPONSES, c.event) ? (c.event as ClientEventName) : undefined;
  if (!known) {
    emit(c.event, payload, ...c.extraArgs);
    return { refused: true, problem: null };
  }
  if (!c.ack) {
    const answer = answerOf(socket, known);
    emit(c.event, payload, ...c.extraArgs);
    const a = await answer;
    return { refused: a !== 'ok', problem: a === 'none' ? `no answer to ${c.event}` : null };
  }
  const timed = socket.timeout(10_000);
  const withAck = timed.emitWithAck.bind(timed) as (event: string, ...args: unknown[]) => Promise<unknown>;
  let answer: unknown;
  try {
    answer = await withAck(c.event, payload, ...c.extraArgs);
  } catch (err) {
    return { refused: true, problem: `no acknowledgement for ${c.event}: ${String(err)}` };
  }
  const ack = answer as { ok?: unknown; error?: unknown };
  if (ack.ok === true) return { refused: false, problem: null };
  const parsed = SocketError.safeParse(ack.error);
  if (!parsed.success)
    return { refused: true, problem: `refusal is not the socket error body: ${JSON.stringify(answer).slice(0, 200)}` };
  if (parsed.data.status >= 500)
    return { refused: true, problem: `answered ${parsed.data.status}: ${parsed.data.message}` };
  return { refused: true, problem: null };
}
