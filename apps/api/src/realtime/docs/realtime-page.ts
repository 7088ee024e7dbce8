import type { JsonObject } from './asyncapi';

/*
 * The AsyncAPI document as one readable HTML page, rendered on the server: no script (the app's
 * Content-Security-Policy allows none from elsewhere), one inline style sheet.
 */

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const objectAt = (value: unknown, key: string): JsonObject => {
  const inner = isObject(value) ? value[key] : undefined;
  return isObject(inner) ? inner : {};
};
const textAt = (value: unknown, key: string): string => {
  const inner = isObject(value) ? value[key] : undefined;
  return typeof inner === 'string' ? inner : '';
};
const refName = (value: unknown): string => textAt(value, '$ref').split('/').pop() ?? '';

/** Escaped text with its `code` spans. */
const inline = (line: string): string => escapeHtml(line).replace(/`([^`]+)`/g, '<code>$1</code>');

/** Just enough Markdown for the description: headings, list items, paragraphs and `code`. */
function markdown(text: string): string {
  const out: string[] = [];
  let list = false;
  for (const line of text.split('\n')) {
    const item = line.startsWith('- ');
    if (list && !item) out.push('</ul>');
    if (item && !list) out.push('<ul>');
    list = item;
    if (item) out.push(`<li>${inline(line.slice(2))}</li>`);
    else if (line.startsWith('## ')) out.push(`<h3>${inline(line.slice(3))}</h3>`);
    else if (line.trim() !== '') out.push(`<p>${inline(line)}</p>`);
  }
  if (list) out.push('</ul>');
  return out.join('\n');
}

const STYLE = `body{font:15px/1.5 system-ui,sans-serif;max-width:960px;margin:2rem auto;padding:0 1rem;color:#1f2328}
code,pre{font:13px/1.4 ui-monospace,monospace}pre{background:#f6f8fa;padding:.75rem;overflow:auto;border-radius:6px}
section{border-top:1px solid #d0d7de;padding-top:.5rem}h2{margin-top:2.5rem}.tag{font-size:12px;padding:0 .4rem;border-radius:4px;background:#ddf4ff}
table{border-collapse:collapse}td,th{border:1px solid #d0d7de;padding:.2rem .5rem;text-align:left}`;

function messageSection(
  name: string,
  message: JsonObject,
  schemas: JsonObject,
  direction: string,
  extra: string,
): string {
  const schemaName = refName(message.payload);
  const schema = JSON.stringify(schemas[schemaName] ?? {}, null, 2);
  const description = textAt(message, 'description');
  return `<section id="${escapeHtml(name)}"><h3><code>${escapeHtml(name)}</code> <span class="tag">${escapeHtml(direction)}</span></h3>
<p>${inline(textAt(message, 'summary'))}</p>${description ? `<p>${inline(description)}</p>` : ''}${extra}
<p>Payload: <code>${escapeHtml(schemaName)}</code></p><pre>${escapeHtml(schema)}</pre></section>`;
}

/** The page of /api/docs/realtime. */
export function renderRealtimePage(doc: JsonObject): string {
  const info = objectAt(doc, 'info');
  const components = objectAt(doc, 'components');
  const schemas = objectAt(components, 'schemas');
  const messages = objectAt(components, 'messages');
  const channels = objectAt(doc, 'channels');
  const server = objectAt(objectAt(doc, 'servers'), 'api');
  const operations = Object.values(objectAt(doc, 'operations')).filter(isObject);
  const rooms = (event: string): string[] =>
    Object.entries(channels)
      .filter(([, channel]) => event in objectAt(channel, 'messages'))
      .map(([key, channel]) => textAt(channel, 'address') || key);

  const requests = operations
    .filter((op) => op.action === 'receive')
    .map((op) => {
      const name = refName(Array.isArray(op.messages) ? op.messages[0] : undefined);
      const replies = Array.isArray(objectAt(op, 'reply').messages)
        ? (objectAt(op, 'reply').messages as unknown[]).map(refName)
        : [];
      const ack = replies.find((r) => r.endsWith('.ack')) ?? '';
      const ackSchema = JSON.stringify(schemas[refName(objectAt(messages, ack).payload)] ?? {}, null, 2);
      const extra = `<p>Answered by ${replies
        .filter((r) => r !== ack)
        .map((r) => `<a href="#${escapeHtml(r)}"><code>${escapeHtml(r)}</code></a>`)
        .join(' or ')} and the acknowledgement:</p><pre>${escapeHtml(ackSchema)}</pre>`;
      return messageSection(name, objectAt(messages, name), schemas, 'client → server', extra);
    });
  const events = Object.entries(messages)
    .filter(([name]) => !name.endsWith('.ack') && objectAt(messages, name)['x-direction'] === 'server-to-client')
    .map(([name]) =>
      messageSection(
        name,
        objectAt(messages, name),
        schemas,
        'server → client',
        `<p>Sent to: ${rooms(name)
          .map((r) => `<code>${escapeHtml(r)}</code>`)
          .join(', ')}</p>`,
      ),
    );
  const channelRows = Object.entries(channels)
    .map(
      ([key, channel]) =>
        `<tr><td><code>${escapeHtml(textAt(channel, 'address') || key)}</code></td><td>${inline(textAt(channel, 'description'))}</td></tr>`,
    )
    .join('\n');
  const codes = Object.entries(objectAt(info, 'x-error-codes'))
    .map(([code, status]) => `<tr><td><code>${escapeHtml(code)}</code></td><td>${escapeHtml(String(status))}</td></tr>`)
    .join('\n');

  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(textAt(info, 'title'))}</title><style>${STYLE}</style></head><body>
<h1>${escapeHtml(textAt(info, 'title'))} <small>${escapeHtml(textAt(info, 'version'))}</small></h1>
<p>Server: <code>${escapeHtml(`${textAt(server, 'protocol')}://${textAt(server, 'host')}${textAt(server, 'pathname')}`)}</code>.
Machine-readable: <a href="/api/docs/asyncapi.json">AsyncAPI 3.0 document</a>. HTTP API: <a href="/api/docs">OpenAPI</a>.</p>
${markdown(textAt(info, 'description'))}
<h2>Error codes</h2><table><tr><th>code</th><th>status</th></tr>${codes}</table>
<h2>Channels</h2><table><tr><th>address</th><th></th></tr>${channelRows}</table>
<h2>Requests (client → server)</h2>${requests.join('\n')}
<h2>Events (server → client)</h2>${events.join('\n')}
</body></html>`;
}
