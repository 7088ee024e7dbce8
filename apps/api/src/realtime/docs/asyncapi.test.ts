import { Parser, DiagnosticSeverity } from '@asyncapi/parser';
import { SOCKET_EVENT_DOCS, SOCKET_REQUEST_DOCS, SOCKET_RESPONSES } from '@atria/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SOCKET_REQUESTS_PER_SECOND: '7', SOCKET_REQUESTS_BURST: '21', TRUST_PROXY: 'true' });
});
afterAll(async () => t.close());

interface Doc {
  asyncapi: string;
  servers: Record<string, { host: string; protocol: string; pathname: string }>;
  channels: Record<string, { messages: Record<string, { $ref: string }> }>;
  components: {
    messages: Record<string, { name: string; payload: { $ref: string } }>;
    schemas: Record<string, unknown>;
  };
  operations: Record<string, { action: string; reply?: { messages: { $ref: string }[] } }>;
  info: { description: string; 'x-rate-limits': Record<string, number> };
}

async function fetchDoc(): Promise<Doc> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/docs/asyncapi.json',
    headers: { host: 'atria.test:8443', 'x-forwarded-proto': 'https' },
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/application\/json/);
  return res.json<Doc>();
}

/** The names of the messages of every channel, each with a payload schema that exists. */
const messageNames = (doc: Doc): Set<string> =>
  new Set(
    Object.values(doc.channels).flatMap((channel) =>
      Object.values(channel.messages).map(({ $ref }) => {
        const message = doc.components.messages[$ref.split('/').pop() ?? ''];
        const schema = message?.payload.$ref.split('/').pop() ?? '';
        return message && schema in doc.components.schemas ? message.name : `${$ref} (no payload schema)`;
      }),
    ),
  );

describe('GET /api/docs/asyncapi.json', () => {
  it('is an AsyncAPI 3.0 document the AsyncAPI parser accepts without errors', async () => {
    const doc = await fetchDoc();
    expect(doc.asyncapi).toBe('3.0.0');
    const { document, diagnostics } = await new Parser().parse(JSON.stringify(doc));
    const errors = diagnostics.filter((d) => d.severity === DiagnosticSeverity.Error);
    const notes = diagnostics.filter((d) => d.severity !== DiagnosticSeverity.Error);
    // Warnings (and notes, such as a newer AsyncAPI version existing) are reported, not failed: they are advice.
    if (notes.length > 0)
      console.warn(
        `AsyncAPI warnings and notes:\n${notes.map((w) => `  ${DiagnosticSeverity[w.severity]} ${w.code}: ${w.message} at ${w.path.join('.')}`).join('\n')}`,
      );
    expect(errors.map((e) => `${e.code}: ${e.message} at ${e.path.join('.')}`)).toEqual([]);
    expect(document).toBeDefined();
  });

  it('has every client → server request event, with its response event, request_error and the acknowledgement as reply', async () => {
    const doc = await fetchDoc();
    const names = messageNames(doc);
    for (const [event, response] of Object.entries(SOCKET_RESPONSES)) {
      expect(names, event).toContain(event);
      const operation = doc.operations[event];
      expect(operation?.action, event).toBe('receive');
      const replies = operation?.reply?.messages.map((m) => m.$ref.split('/').pop()) ?? [];
      expect(replies, event).toEqual(expect.arrayContaining([response, 'request_error', `${event}.ack`]));
    }
    expect(Object.keys(SOCKET_REQUEST_DOCS).sort()).toEqual(Object.keys(SOCKET_RESPONSES).sort());
  });

  it('has every server → client event, each sent on the rooms it reaches', async () => {
    const doc = await fetchDoc();
    const names = messageNames(doc);
    for (const [event, meta] of Object.entries(SOCKET_EVENT_DOCS)) {
      expect(names, event).toContain(event);
      for (const audience of meta.audience) {
        const channel = doc.channels[audience];
        expect(channel && Object.keys(channel.messages), `${event} on ${audience}`).toContain(event);
      }
    }
    expect(Object.values(doc.operations).filter((o) => o.action === 'send')).toHaveLength(
      Object.values(SOCKET_EVENT_DOCS).reduce((n, meta) => n + meta.audience.length, 0),
    );
  });

  it('names the server the client connects to, and the configured request limits', async () => {
    const doc = await fetchDoc();
    expect(doc.servers.api).toMatchObject({ host: 'atria.test:8443', protocol: 'wss', pathname: '/socket.io' });
    expect(doc.info['x-rate-limits']).toMatchObject({ requestsPerSecond: 7, burst: 21 });
    expect(doc.info.description).toContain('7 requests per second');
  });
});

describe('GET /api/docs/realtime', () => {
  it('is a readable page, without scripts, listing every event with its payload schema', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/realtime' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.body).not.toMatch(/<script/i);
    for (const event of [...Object.keys(SOCKET_REQUEST_DOCS), ...Object.keys(SOCKET_EVENT_DOCS)])
      expect(res.body, event).toContain(`id="${event}"`);
    expect(res.body).toContain('&quot;thread_id&quot;');
  });

  it('escapes what it echoes from the request', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/realtime', headers: { host: 'a<b>"c' } });
    expect(res.body).not.toContain('a<b>');
  });
});
