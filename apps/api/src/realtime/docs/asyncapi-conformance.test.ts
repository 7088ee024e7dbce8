import { Ajv, type ValidateFunction } from 'ajv';
import type { ClientEventName } from '@atria/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeEvent, makeOrganization, makeSession } from '../../test/fixtures';
import { call, createTestApp, signUp, type TestApp } from '../../test/helpers';
import { connectAs, listen, okData, record, request, type ClientSocket } from '../../test/socket-client';

/*
 * The published schemas describe what the server really sends: a conversation between two sockets runs every
 * request event (and a refused one), and each event and acknowledgement received is checked against the schema
 * the AsyncAPI document gives for it.
 */

let t: TestApp;
let url: string;
const sockets: ClientSocket[] = [];
beforeAll(async () => {
  t = await createTestApp({ LIVE_CHAT_BATCH_MS: '1000' });
  url = await listen(t.app);
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await t.close();
});

interface Doc {
  components: { messages: Record<string, { payload: { $ref: string } }> };
}

/** The validator of each message of the document, by message id. */
async function validators(): Promise<(message: string) => ValidateFunction> {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/asyncapi.json' })).json<Doc>();
  const ajv = new Ajv({ strict: false, allErrors: true });
  // Only the components: the payload schemas point into them (`#/components/schemas/…`).
  ajv.addSchema({ components: doc.components }, 'asyncapi');
  return (message) => {
    const payload = doc.components.messages[message]?.payload.$ref;
    if (!payload) throw new Error(`no message ${message} in the document`);
    return ajv.compile({ $ref: `asyncapi${payload}` });
  };
}

const check = (validate: ValidateFunction, value: unknown, what: string): void => {
  expect(validate(value), `${what}: ${JSON.stringify(validate.errors)} for ${JSON.stringify(value)}`).toBe(true);
};

describe('the AsyncAPI schemas', () => {
  it('accept every event and acknowledgement the server sends in a conversation', async () => {
    const schemaOf = await validators();
    const [alice, bob] = await Promise.all([signUp(t.app, { first_name: 'Ali' }), signUp(t.app, { first_name: 'Bo' })]);
    await makeOrganization(t.database.db, [
      [alice.id, 'OWNER'],
      [bob.id, 'MEMBER'],
    ]);
    const a = await connectAs(url, alice.token);
    const b = await connectAs(url, bob.token);
    sockets.push(a, b);
    const seenByA = record(a);
    const seenByB = record(b);

    const acks: [ClientEventName, unknown][] = [];
    const ask = async <E extends ClientEventName>(socket: ClientSocket, event: E, payload: unknown) => {
      const ack = await request(socket, event, payload);
      acks.push([event, ack]);
      return ack;
    };
    const threadId = okData(await ask(a, 'create_direct_message_thread', { user_id: bob.id })).id;
    await ask(a, 'send_direct_message', { thread_id: threadId, content: 'Hello Bo' });
    await ask(b, 'get_direct_message_threads', {});
    await ask(b, 'get_direct_messages', { thread_id: threadId });
    await ask(b, 'mark_messages_read', { thread_id: threadId });
    await ask(a, 'join_user_room', { user_id: alice.id });
    const refused = await ask(a, 'send_direct_message', { thread_id: threadId, content: '' });
    expect(refused.ok).toBe(false);
    // Events to the other side may still be on their way.
    await new Promise((resolve) => setTimeout(resolve, 200));

    expect(acks).toHaveLength(7);
    for (const [event, ack] of acks) check(schemaOf(`${event}.ack`), ack, `${event} acknowledgement`);
    const received = [...seenByA, ...seenByB];
    for (const [event, payloads] of received) for (const payload of payloads) check(schemaOf(event), payload, event);
    expect(new Set(received.map(([event]) => event))).toEqual(
      new Set([
        'direct_message_thread_created',
        'direct_message_sent',
        'new_direct_message',
        'direct_message_threads',
        'direct_messages',
        'messages_marked_read',
        'messages_read',
        'user_room_joined',
        'request_error',
      ]),
    );
  });

  it('accept every event and acknowledgement of a live session', async () => {
    const schemaOf = await validators();
    const [staff, viewer, other] = await Promise.all([signUp(t.app), signUp(t.app), signUp(t.app)]);
    const org = await makeOrganization(t.database.db, [[staff.id, 'OWNER']]);
    const eventId = await makeEvent(t.database.db, org, [
      [viewer.id, 'ATTENDEE'],
      [other.id, 'ATTENDEE'],
    ]);
    const sessionId = await makeSession(t.database.db, eventId);
    const [s, v, o] = await Promise.all([staff, viewer, other].map((u) => connectAs(url, u.token)));
    if (!s || !v || !o) throw new Error('sockets');
    sockets.push(s, v, o);
    const seen = [record(s), record(v), record(o)];
    const acks: [ClientEventName, unknown][] = [];
    const ask = async <E extends ClientEventName>(socket: ClientSocket, event: E, payload: unknown) => {
      const ack = await request(socket, event, payload);
      acks.push([event, ack]);
      return ack;
    };
    for (const socket of [s, v, o]) await ask(socket, 'join_live_session', { session_id: sessionId });
    await ask(o, 'watch_event', { event_id: eventId });
    const hi = okData(await ask(v, 'send_session_chat_message', { session_id: sessionId, body: 'hi all' }));
    // Two more within the room's batching interval: they arrive together (`session_chat_messages`).
    await Promise.all([
      ask(s, 'send_session_chat_message', { session_id: sessionId, body: 'welcome' }),
      ask(o, 'send_session_chat_message', { session_id: sessionId, body: 'hello' }),
    ]);
    await ask(o, 'react_to_chat_message', { message_id: hi.id, emoji: 'heart' });
    await ask(v, 'session_typing', { session_id: sessionId });
    const q = okData(await ask(v, 'ask_question', { session_id: sessionId, body: 'Why?', is_anonymous: true }));
    await ask(o, 'upvote_question', { question_id: q.id });
    await ask(s, 'moderate_question', { question_id: q.id, is_hidden: true });
    const poll = (
      await call(t.app, staff, {
        method: 'POST',
        url: `/api/sessions/${sessionId}/polls`,
        payload: { question: 'Tea?', options: ['Yes', 'No'] },
      })
    ).json<{ id: number; options: { id: number }[] }>();
    await call(t.app, staff, { method: 'POST', url: `/api/live/polls/${poll.id}/open` });
    await ask(v, 'vote_poll', { poll_id: poll.id, option_ids: [poll.options[0]?.id] });
    await new Promise((resolve) => setTimeout(resolve, 400));
    await call(t.app, staff, { method: 'POST', url: `/api/live/polls/${poll.id}/close` });
    await call(t.app, staff, { method: 'PUT', url: `/api/sessions/${sessionId}/status`, payload: { status: 'LIVE' } });
    await call(t.app, staff, {
      method: 'POST',
      url: `/api/events/${eventId}/mutes`,
      payload: { user_id: other.id, minutes: 5 },
    });
    await call(t.app, staff, { method: 'DELETE', url: `/api/events/${eventId}/mutes/${other.id}` });
    await ask(o, 'unwatch_event', { event_id: eventId });
    await ask(o, 'leave_live_session', { session_id: sessionId });
    // Presence comes at most once a second.
    await new Promise((resolve) => setTimeout(resolve, 1_200));

    for (const [event, ack] of acks) check(schemaOf(`${event}.ack`), ack, `${event} acknowledgement`);
    const received = seen.flatMap((m) => [...m]);
    for (const [event, payloads] of received) for (const payload of payloads) check(schemaOf(event), payload, event);
    const events = new Set(received.map(([event]) => event));
    for (const event of [
      'live_session_joined',
      'event_watched',
      'session_chat_message_sent',
      'session_chat_message',
      'session_chat_messages',
      'chat_message_reacted',
      'chat_reaction_updated',
      'session_typing_sent',
      'user_typing',
      'question_asked',
      'question_created',
      'question_upvoted',
      'question_updated',
      'question_moderated',
      'question_removed',
      'poll_opened',
      'poll_voted',
      'poll_results_updated',
      'poll_closed',
      'session_status_changed',
      'user_muted',
      'user_unmuted',
      'event_unwatched',
      'live_session_left',
      'presence_updated',
    ])
      expect(events, event).toContain(event);
  });

  it('refuse a payload the protocol does not allow', async () => {
    const schemaOf = await validators();
    expect(schemaOf('new_direct_message')({ id: 1 })).toBe(false);
    expect(schemaOf('send_direct_message.ack')({ ok: true })).toBe(false);
  });
});
