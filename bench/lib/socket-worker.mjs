// One load-generator process: holds many client sockets, sends DMs at a given rate, records the latency from
// send to the recipient's `new_direct_message` (content carries the send time; all processes share a clock).
// Controlled by its parent through IPC messages.
import { writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { io } from 'socket.io-client';

const clients = new Map(); // userId -> socket
const latencies = [];
let relay = false;
// BENCH_DM_TRACE=dir: every delivery's send time and latency, written per process at close (for finding stalls).
const trace = process.env.BENCH_DM_TRACE ? [] : null;

const now = () => performance.timeOrigin + performance.now();
// This process's own event-loop delay while sending: it adds to every latency it records (API and relay alike).
const lag = monitorEventLoopDelay({ resolution: 1 });
lag.enable();

/**
 * Connects one socket per user and resolves with how many are ready (told `connection_success`, or connected on
 * the relay) and how many failed. A socket fails on `connect_error`, or when it is dropped before it was ready
 * (the server closed its transport during the handshake, e.g. while it could not check the token: no
 * `connect_error` then). Those that neither connected nor failed by BENCH_CONNECT_MS (120000) count as failed,
 * so the benchmark always goes on.
 */
function connect({ url, users, tokens, relayMode }) {
  relay = relayMode;
  let ready = 0;
  return new Promise((resolve) => {
    let settled = false;
    let failed = 0;
    const finish = () => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      resolve({ ready, failed: users.length - ready });
    };
    const done = () => {
      if (ready + failed === users.length) finish();
    };
    const deadline = setTimeout(finish, Number(process.env.BENCH_CONNECT_MS ?? 120_000));
    users.forEach((userId, i) => {
      const socket = io(url, {
        path: '/socket.io',
        transports: ['websocket'],
        auth: relay ? { userId } : { token: tokens[i] },
        reconnection: false,
        timeout: 60_000,
      });
      clients.set(userId, socket);
      const onMessage = (m) => {
        const sentAt = Number(String(m.content ?? m.sentAt).split(':')[0]);
        if (m.is_sender || !Number.isFinite(sentAt)) return;
        const latency = now() - sentAt;
        latencies.push(latency);
        trace?.push(`${relay ? 'relay' : 'api'} ${sentAt.toFixed(1)} ${latency.toFixed(2)}`);
      };
      socket.on(relay ? 'dm' : 'new_direct_message', onMessage);
      let counted = false;
      const settle = (ok) => {
        if (counted) return;
        counted = true;
        if (ok) ready += 1;
        else failed += 1;
        done();
      };
      socket.once(relay ? 'connect' : 'connection_success', () => settle(true));
      socket.once('connect_error', () => settle(false));
      socket.once('disconnect', () => settle(false));
    });
  });
}

async function send({ pairs, rate, seconds }) {
  lag.reset();
  const interval = 1000 / rate;
  const end = now() + seconds * 1000;
  let next = now();
  let sent = 0;
  let errors = 0;
  while (now() < end) {
    // Every pair has one side in this process: send from that side to the other.
    const [threadId, a, b] = pairs[Math.floor(Math.random() * pairs.length)];
    const [from, to] = clients.has(a) ? [a, b] : [b, a];
    const socket = clients.get(from);
    if (socket) {
      const content = `${now()}:bench`;
      if (relay) socket.emit('dm', { to, sentAt: content });
      else
        socket.emit('send_direct_message', { thread_id: threadId, content }, (ack) => {
          if (!ack?.ok) errors += 1;
        });
      sent += 1;
    }
    next += interval;
    const wait = next - now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  }
  return { sent, errors, lagP99: lag.percentile(99) / 1e6 };
}

process.on('message', async (msg) => {
  if (msg.cmd === 'connect') process.send({ cmd: 'connected', ...(await connect(msg)) });
  if (msg.cmd === 'send') process.send({ cmd: 'sent', ...(await send(msg)) });
  if (msg.cmd === 'collect') {
    process.send({ cmd: 'latencies', latencies: latencies.splice(0) });
  }
  if (msg.cmd === 'close') {
    for (const s of clients.values()) s.disconnect();
    if (trace) writeFileSync(`${process.env.BENCH_DM_TRACE}/dm-${process.pid}.log`, trace.join('\n'));
    process.send({ cmd: 'closed' });
    setTimeout(() => process.exit(0), 100);
  }
});
