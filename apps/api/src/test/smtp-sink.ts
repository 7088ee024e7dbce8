import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  /** The outbox's reference of the mail (X-Atria-Outbox-Ref): the same on a duplicate. */
  ref: string;
}

export interface SmtpSink {
  url: string;
  received: ReceivedMail[];
  /** Answers 550 for these recipients (a permanent failure). */
  rejected: Set<string>;
  /** Called after each accepted mail (a test stops the server from here). */
  onMail?: (mail: ReceivedMail) => void;
  /** Resolves once at least `count` mails arrived; rejects after `timeoutMs`. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  /** Stops listening and cuts open connections (as a crashed mail server would). */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  restart(): Promise<void>;
}

/** The raw headers' value of `name` (unfolded), for the light mode. */
function rawHeader(raw: string, name: string): string {
  const head = raw.split(/\r?\n\r?\n/, 1)[0] ?? '';
  const match = new RegExp(`^${name}:[ \\t]*(.*(?:\\r?\\n[ \\t].*)*)`, 'im').exec(head);
  return (match?.[1] ?? '').replace(/\r?\n[ \t]+/g, ' ').trim();
}

/**
 * A real SMTP server in this process, on a loopback port, keeping every mail it accepts, parsed with mailparser;
 * `light` keeps only the raw headers it needs (to, from, subject, reference) and leaves the bodies empty, so a
 * benchmark measures the senders rather than the parser.
 */
export async function startSmtpSink(opts: { light?: boolean } = {}): Promise<SmtpSink> {
  let server: SMTPServer | undefined;
  let port = 0;
  // Off while stopping: a mail whose data is still arriving then is answered 421 and not kept, as a server going
  // down refuses what it has not yet accepted. A kept mail has had its 250 written before connections are cut.
  let accepting = true;
  const shuttingDown = () => Object.assign(new Error('Server shutting down'), { responseCode: 421 });
  const accept = (mail: ReceivedMail, callback: (err?: Error | null) => void) => {
    if (!accepting) {
      callback(shuttingDown());
      return;
    }
    sink.received.push(mail);
    callback();
    sink.onMail?.(mail);
  };
  const sink: SmtpSink = {
    url: '',
    received: [],
    rejected: new Set(),
    async waitFor(count, timeoutMs = 20_000) {
      const until = Date.now() + timeoutMs;
      while (sink.received.length < count) {
        if (Date.now() > until)
          throw new Error(`smtp sink: ${sink.received.length} of ${count} mails after ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 20));
      }
      return sink.received;
    },
    async stop() {
      accepting = false;
      const s = server;
      server = undefined;
      if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
    },
    async restart() {
      accepting = true;
      await listen();
    },
  };
  const listen = async () => {
    const s = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      // No reverse DNS of 127.0.0.1 per connection: without a resolver it stalls each new connection.
      disableReverseLookup: true,
      closeTimeout: 50,
      onRcptTo(address, _session, callback) {
        if (sink.rejected.has(address.address.toLowerCase())) {
          const err = Object.assign(new Error('No such mailbox'), { responseCode: 550 });
          callback(err);
          return;
        }
        callback();
      },
      onData(stream, _session, callback) {
        if (opts.light) {
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            const raw = Buffer.concat(chunks).toString('utf8');
            accept(
              {
                to: rawHeader(raw, 'To'),
                from: rawHeader(raw, 'From'),
                subject: rawHeader(raw, 'Subject'),
                text: '',
                html: '',
                ref: rawHeader(raw, 'X-Atria-Outbox-Ref'),
              },
              callback,
            );
          });
          return;
        }
        simpleParser(stream).then(
          (parsed) => {
            const to = Array.isArray(parsed.to) ? parsed.to.map((a) => a.text).join(', ') : (parsed.to?.text ?? '');
            const ref = parsed.headers.get('x-atria-outbox-ref');
            const mail: ReceivedMail = {
              to,
              from: parsed.from?.text ?? '',
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              ref: typeof ref === 'string' ? ref : '',
            };
            accept(mail, callback);
          },
          (err: unknown) => callback(err instanceof Error ? err : new Error(String(err))),
        );
      },
    });
    await new Promise<void>((resolve, reject) => {
      s.once('error', reject);
      s.listen(port, '127.0.0.1', () => resolve());
    });
    s.on('error', () => undefined);
    port = (s.server.address() as AddressInfo).port;
    server = s;
    sink.url = `smtp://127.0.0.1:${port}`;
  };
  await listen();
  return sink;
}
