import { Ajv, type ValidateFunction } from 'ajv';
import type { ClientEventName } from '@atria/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeOrganization } from '../../test/fixtures';
import { createTestApp, signUp, type TestApp } from '../../test/helpers';
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
  t = await createTestApp();
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

  it('refuse a payload the protocol does not allow', async () => {
    const schemaOf = await validators();
    expect(schemaOf('new_direct_message')({ id: 1 })).toBe(false);
    expect(schemaOf('send_direct_message.ack')({ ok: true })).toBe(false);
  });
});
