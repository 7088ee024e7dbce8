// The journeys' mail server: a real SMTP server (the `smtp-server` package the API's tests use) that keeps every
// mail it accepts, and a small HTTP server on the side answering GET /messages with them as JSON
// ([{ to, subject, body }], the body with quoted-printable soft breaks undone). Playwright starts it before the
// app (playwright.config.ts) and the app sends to it (SMTP_URL). Loopback only.
import { createServer } from 'node:http';
import { createRequire } from 'node:module';

const require = createRequire(new URL('../../api/package.json', import.meta.url));
const { SMTPServer } = require('smtp-server');

const smtpPort = Number(process.env.MAILBOX_SMTP_PORT);
const httpPort = Number(process.env.MAILBOX_HTTP_PORT);
const messages = [];

const header = (raw, name) => {
  const head = raw.split(/\r?\n\r?\n/, 1)[0] ?? '';
  const match = new RegExp(`^${name}:[ \\t]*(.*(?:\\r?\\n[ \\t].*)*)`, 'im').exec(head);
  return (match?.[1] ?? '').replace(/\r?\n[ \t]+/g, ' ').trim();
};

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  disableReverseLookup: true,
  onData(stream, _session, callback) {
    const chunks = [];
    stream.on('data', (c) => chunks.push(c));
    stream.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const body = raw.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
      messages.push({ to: header(raw, 'To'), subject: header(raw, 'Subject'), body });
      callback();
    });
  },
});
smtp.listen(smtpPort, '127.0.0.1');

createServer((req, res) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(req.url === '/messages' ? JSON.stringify(messages) : '{"ok":true}');
}).listen(httpPort, '127.0.0.1');

for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => process.exit(0));
