import {
  SOCKET_EVENT_DOCS,
  SOCKET_PATH,
  SOCKET_REQUEST_DOCS,
  SOCKET_RESPONSES,
  SocketError,
  type ClientEventName,
  type NamedSchema,
  type SocketAudience,
} from '@atria/contracts';
import { z } from 'zod';
import type { Env } from '../../config/env';
import { STATUS_BY_CODE } from '../../plugins/error-handler';
import { requestLimitsFrom } from '../request-gate';
import { describeProtocol, type ProtocolFacts } from './protocol-text';

/** A JSON document, as far as this file needs to know. */
export type JsonObject = { [key: string]: unknown };

const ref = (path: string): JsonObject => ({ $ref: path });
const schemaRef = (name: string): JsonObject => ref(`#/components/schemas/${name}`);

/** The channels: the connection itself and each kind of room a server event is sent to (realtime/rooms.ts). */
const CHANNELS: Record<SocketAudience, JsonObject> = {
  socket: {
    address: null,
    title: 'The connection',
    description:
      'One Socket.IO connection (default namespace). The client sends its requests here; answers, acknowledgements and notices meant for this connection alone come back here.',
  },
  user: {
    address: 'user:{userId}',
    title: 'User room',
    description: 'Every socket of one user (all tabs and devices). Joined automatically at connection.',
    parameters: { userId: { description: 'The authenticated user’s id.' } },
  },
  session: {
    address: 'session:{familyId}',
    title: 'Login room',
    description:
      'The sockets opened with one login (one refresh-token family). Joined automatically; told `auth_error` when the login ends.',
    parameters: {
      familyId: { description: 'The login’s refresh-token family (a UUID; the `fam` claim of the access token).' },
    },
  },
  live: {
    address: 'live:{sessionId}',
    title: 'Live session room',
    description:
      'The sockets watching one session, joined with `join_live_session` after a permission check (docs/live.md).',
    parameters: { sessionId: { description: 'The session’s id.' } },
  },
  backstage: {
    address: 'live:{sessionId}:backstage',
    title: 'Backstage room',
    description:
      'The watching sockets of the session’s speakers and the event’s staff: backstage chat and every question, hidden ones included.',
    parameters: { sessionId: { description: 'The session’s id.' } },
  },
  staff: {
    address: 'live:{sessionId}:staff',
    title: 'Staff room',
    description: 'The watching sockets of the event’s staff (organizers, admins, moderators): live poll results.',
    parameters: { sessionId: { description: 'The session’s id.' } },
  },
  voters: {
    address: 'live:{sessionId}:poll:{pollId}',
    title: 'Poll voters room',
    description:
      'The sockets of the users who voted in one poll (joined when they vote, and again when they watch the session): its live results.',
    parameters: { sessionId: { description: 'The session’s id.' }, pollId: { description: 'The poll’s id.' } },
  },
  event: {
    address: 'event:{eventId}',
    title: 'Event room',
    description:
      'The sockets following one event (agenda, event home), joined with `watch_event` after a permission check: its sessions’ status changes.',
    parameters: { eventId: { description: 'The event’s id.' } },
  },
};

const ackName = (event: ClientEventName): string => `${event}.ack`;
const pascal = (event: string): string =>
  event.replace(/(^|_)([a-z])/g, (_m, _sep: string, c: string) => c.toUpperCase());

/** The acknowledgement a request's callback receives, as a zod schema (so it is published like every payload). */
const ackSchema = (result: z.ZodType): z.ZodType =>
  z.discriminatedUnion('ok', [
    z.object({ ok: z.literal(true), data: result }),
    z.object({ ok: z.literal(false), error: SocketError }),
  ]);

/**
 * The payload schemas as JSON Schema (draft-07, the base of AsyncAPI's schema format), from the contracts' zod
 * schemas by zod's own `z.toJSONSchema`. Request payloads are published as the client may send them (inputs:
 * defaults make fields optional, ids may be numeric strings), everything else as the server sends it.
 */
function componentSchemas(): JsonObject {
  const inputs = z.registry<{ id: string }>();
  const outputs = z.registry<{ id: string }>();
  const add = (registry: typeof inputs, { name, schema }: NamedSchema): void => {
    if (!registry.has(schema)) registry.add(schema, { id: name });
  };
  for (const [event, doc] of Object.entries(SOCKET_REQUEST_DOCS)) {
    add(inputs, doc.payload);
    add(outputs, doc.result);
    add(outputs, { name: `${pascal(event)}Ack`, schema: ackSchema(doc.result.schema) });
  }
  for (const doc of Object.values(SOCKET_EVENT_DOCS)) add(outputs, doc.payload);
  const convert = (registry: typeof inputs, io: 'input' | 'output'): Record<string, JsonObject> =>
    z.toJSONSchema(registry, { target: 'draft-7', io, uri: (id) => `#/components/schemas/${id}` }).schemas as Record<
      string,
      JsonObject
    >;
  const all = { ...convert(inputs, 'input'), ...convert(outputs, 'output') };
  // Each schema is a part of this document, not a document of its own.
  for (const schema of Object.values(all)) {
    delete schema.$schema;
    delete schema.$id;
  }
  return all;
}

function messages(): Record<string, JsonObject> {
  const out: Record<string, JsonObject> = {};
  for (const [event, doc] of Object.entries(SOCKET_REQUEST_DOCS) as [
    ClientEventName,
    (typeof SOCKET_REQUEST_DOCS)[ClientEventName],
  ][]) {
    out[event] = {
      name: event,
      title: event,
      summary: doc.summary,
      ...('description' in doc ? { description: doc.description } : {}),
      payload: schemaRef(doc.payload.name),
      'x-direction': 'client-to-server',
      'x-response-event': SOCKET_RESPONSES[event],
    };
    out[ackName(event)] = {
      name: ackName(event),
      title: `${event} acknowledgement`,
      summary: `What the acknowledgement callback of \`${event}\` receives: \`{ ok: true, data }\` or \`{ ok: false, error }\`.`,
      payload: schemaRef(`${pascal(event)}Ack`),
      'x-direction': 'server-to-client',
    };
  }
  for (const [event, doc] of Object.entries(SOCKET_EVENT_DOCS)) {
    out[event] = {
      name: event,
      title: event,
      summary: doc.summary,
      ...('description' in doc ? { description: doc.description } : {}),
      payload: schemaRef(doc.payload.name),
      'x-direction': 'server-to-client',
    };
  }
  return out;
}

function channels(): Record<SocketAudience, JsonObject> {
  const inChannel: Record<SocketAudience, Record<string, JsonObject>> = {
    socket: {},
    user: {},
    session: {},
    live: {},
    backstage: {},
    staff: {},
    voters: {},
    event: {},
  };
  for (const event of Object.keys(SOCKET_REQUEST_DOCS) as ClientEventName[]) {
    inChannel.socket[event] = ref(`#/components/messages/${event}`);
    inChannel.socket[ackName(event)] = ref(`#/components/messages/${ackName(event)}`);
  }
  for (const [event, doc] of Object.entries(SOCKET_EVENT_DOCS)) {
    for (const audience of doc.audience) inChannel[audience][event] = ref(`#/components/messages/${event}`);
  }
  return {
    socket: { ...CHANNELS.socket, messages: inChannel.socket },
    user: { ...CHANNELS.user, messages: inChannel.user },
    session: { ...CHANNELS.session, messages: inChannel.session },
    live: { ...CHANNELS.live, messages: inChannel.live },
    backstage: { ...CHANNELS.backstage, messages: inChannel.backstage },
    staff: { ...CHANNELS.staff, messages: inChannel.staff },
    voters: { ...CHANNELS.voters, messages: inChannel.voters },
    event: { ...CHANNELS.event, messages: inChannel.event },
  };
}

/** Operations as the API server sees them: it receives the requests and sends the events. */
function operations(): Record<string, JsonObject> {
  const out: Record<string, JsonObject> = {};
  const socketMessage = (event: string): JsonObject => ref(`#/channels/socket/messages/${event}`);
  for (const [event, doc] of Object.entries(SOCKET_REQUEST_DOCS) as [
    ClientEventName,
    (typeof SOCKET_REQUEST_DOCS)[ClientEventName],
  ][]) {
    out[event] = {
      action: 'receive',
      channel: ref('#/channels/socket'),
      title: event,
      summary: doc.summary,
      messages: [socketMessage(event)],
      reply: {
        channel: ref('#/channels/socket'),
        messages: [
          socketMessage(SOCKET_RESPONSES[event]),
          socketMessage('request_error'),
          socketMessage(ackName(event)),
        ],
      },
    };
  }
  for (const [event, doc] of Object.entries(SOCKET_EVENT_DOCS)) {
    for (const audience of doc.audience) {
      out[`${event}.${audience}`] = {
        action: 'send',
        channel: ref(`#/channels/${audience}`),
        title: event,
        summary: doc.summary,
        messages: [ref(`#/channels/${audience}/messages/${event}`)],
      };
    }
  }
  return out;
}

/** The facts of this deployment the document states: limits and the access token's lifetime. */
export function protocolFacts(env: Env): ProtocolFacts {
  const limits = requestLimitsFrom(env);
  return {
    requestsPerSecond: env.SOCKET_REQUESTS_PER_SECOND,
    burst: env.SOCKET_REQUESTS_BURST,
    inFlight: limits.maxInFlight,
    refusalsBeforeDisconnect: limits.refusalsBeforeDisconnect,
    refusalWindowSeconds: env.SOCKET_REFUSALS_WINDOW_SECONDS,
    reconnectAfterSeconds: limits.reconnectAfterSeconds,
    accessTokenSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
  };
}

/**
 * The AsyncAPI 3.0 document of the socket protocol, generated from the contracts (the event catalogue of
 * realtime-catalog.ts and the payload schemas), without its server (see withServer): built once per app, at its first request.
 */
export function buildAsyncApi(version: string, facts: ProtocolFacts): JsonObject {
  return {
    asyncapi: '3.0.0',
    id: 'urn:atria:realtime',
    info: {
      title: 'Atria realtime API',
      version,
      description: describeProtocol(facts),
      'x-rate-limits': facts,
      'x-error-codes': STATUS_BY_CODE,
    },
    defaultContentType: 'application/json',
    channels: channels(),
    operations: operations(),
    components: {
      schemas: componentSchemas(),
      messages: messages(),
      securitySchemes: {
        accessToken: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description:
            'The access token from POST /api/auth/login or /api/auth/refresh, sent in the Socket.IO handshake as `auth: { token }` (raw or `Bearer …`); polling clients may send an `Authorization: Bearer` header instead. `auth.locale` (`en`, `de`, `ar`) may name the language of the server’s refusals.',
        },
      },
    },
  };
}

/** The document with the server the caller reached (its host, `wss` behind TLS). */
export function withServer(doc: JsonObject, host: string, secure: boolean): JsonObject {
  return {
    ...doc,
    info: {
      ...(doc.info as JsonObject),
      externalDocs: { description: 'The HTTP API (OpenAPI)', url: `${secure ? 'https' : 'http'}://${host}/api/docs` },
    },
    servers: {
      api: {
        host,
        protocol: secure ? 'wss' : 'ws',
        pathname: SOCKET_PATH,
        title: 'Atria API',
        summary: 'Socket.IO 4 on the API’s own HTTP server (HTTP long-polling, upgraded to WebSocket).',
        security: [ref('#/components/securitySchemes/accessToken')],
      },
    },
  };
}
