// One load-generator process of the live benchmark: holds many viewer sockets in one session room, records the
// latency of every chat message delivered (the body carries its send time; all processes share a clock), sends
// the chat stream when asked, and votes in a poll. The same code drives the API and the bare relay.
// Controlled by its parent through IPC messages.
import { io } from 'socket.io-client';

const sockets = [];
const latencies = [];
/** Per voter: when its vote left, and when the first results after it arrived. */
const votes = new Map();
let relay = false;
let sessionId = 0;

const now = () => performance.timeOrigin + performance.now();

/** Packets received (a batch counts once), for the messages-per-packet figure. */
let packets = 0;
/** Sockets the server dropped after they had connected (a load generator too far behind misses its pings). */
let dropped = 0;

function onChat(m) {
  const sentAt = Number(String(m.body).split(':')[0]);
  if (Number.isFinite(sentAt)) latencies.push(now() - sentAt);
}

/**
 * A busy room's batch (`session_chat_messages`): every message in it is one delivery, except the receiving
 * socket's own (it has it from the acknowledgement; the bare server and single messages never send it back).
 */
function onBatch(userId, batch) {
  packets += 1;
  for (const m of batch.messages) if (m.author?.id !== userId) onChat(m);
}

/**
 * Connects one socket per token to `url` and, on the API, joins it to `session` (or, given `sessions`, to
 * sessions[i % length]: the memory figure spreads sockets over several rooms).
 */
function connect({ url, tokens, relayMode, session, sessions }) {
  relay = relayMode;
  sessionId = session;
  let ready = 0;
  let failed = 0;
  /** Why the sockets that failed did (connect_error messages, disconnect reasons), counted. */
  const reasons = new Map();
  return new Promise((resolve) => {
    let settled = false;
    const finish = () => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      resolve({ ready, failed: tokens.length - ready, reasons: Object.fromEntries(reasons) });
    };
    const done = () => {
      if (ready + failed === tokens.length) finish();
    };
    // A socket the server dropped during its handshake (e.g. 503 while it could not check the token) never
    // answers: after this long, those still pending count as failed rather than holding up the benchmark.
    const deadline = setTimeout(finish, Number(process.env.BENCH_LIVE_CONNECT_MS ?? 180_000));
    tokens.forEach((token, i) => {
      const socket = io(url, {
        path: '/socket.io',
        transports: ['websocket'],
        auth: relay ? { room: `live:${sessions ? sessions[i % sessions.length] : session}` } : { token },
        reconnection: false,
        timeout: 120_000,
      });
      sockets[i] = socket;
      let userId = 0;
      socket.on('session_chat_message', (m) => {
        packets += 1;
        onChat(m);
      });
      socket.on('session_chat_messages', (batch) => onBatch(userId, batch));
      socket.on('disconnect', (reason) => {
        if (reason !== 'io client disconnect') dropped += 1;
      });
      socket.on('poll_results_updated', (r) => {
        const v = votes.get(i);
        if (v && v.resultsAt === undefined) v.resultsAt = now();
        if (v) v.lastTotal = r.total_voters;
      });
      socket.on('poll_closed', () => {
        const v = votes.get(i) ?? {};
        v.closedSeen = true;
        votes.set(i, v);
      });
      let counted = false;
      const fail = (why) => {
        if (counted) return;
        counted = true;
        const reason = String(why?.message ?? why ?? 'unknown');
        reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
        failed += 1;
        done();
      };
      socket.once('connect_error', fail);
      // Dropped before it was ready (an instance refused or lost it during the handshake).
      socket.once('disconnect', fail);
      if (relay) {
        socket.once('connect', () => {
          if (counted) return;
          counted = true;
          ready += 1;
          done();
        });
        return;
      }
      socket.once('connection_success', async (hello) => {
        userId = hello.user_id;
        const room = sessions ? sessions[i % sessions.length] : session;
        const ack = await socket
          .timeout(120_000)
          .emitWithAck('join_live_session', { session_id: room })
          .catch(() => null);
        if (counted) return;
        counted = true;
        if (ack?.ok) ready += 1;
        else {
          failed += 1;
          const reason = ack ? `join refused: ${JSON.stringify(ack).slice(0, 120)}` : 'join: no answer in time';
          reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
        }
        done();
      });
    });
  });
}

/**
 * `rate` chat messages a second for `seconds`, from the first SENDERS sockets in turn (a person may send 20
 * messages per 10 s: a busy room is many people talking, not one).
 */
const SENDERS = 20;
async function send({ rate, seconds }) {
  const interval = 1000 / rate;
  const end = now() + seconds * 1000;
  let next = now();
  let sent = 0;
  let errors = 0;
  let pending = 0;
  const acks = [];
  while (now() < end) {
    const socket = sockets[sent % Math.min(SENDERS, sockets.length)];
    const at = now();
    const body = `${at}:bench`;
    pending += 1;
    const done = (ack) => {
      pending -= 1;
      acks.push(now() - at);
      if (!ack?.ok) errors += 1;
    };
    if (relay) socket.emit('chat', { body }, done);
    else socket.emit('send_session_chat_message', { session_id: sessionId, body }, done);
    sent += 1;
    next += interval;
    const wait = next - now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  }
  const deadline = now() + 5000;
  while (pending > 0 && now() < deadline) await new Promise((r) => setTimeout(r, 20));
  acks.sort((a, b) => a - b);
  const pick = (p) => acks[Math.min(acks.length - 1, Math.floor((p / 100) * acks.length))] ?? NaN;
  return { sent, errors, ackP50: pick(50), ackP99: pick(99) };
}

/** Each of the first `voters` sockets votes once, at a random moment within `seconds`. */
async function vote({ voters, seconds, pollId, optionIds }) {
  const count = Math.min(voters, sockets.length);
  let acked = 0;
  let refused = 0;
  await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      await new Promise((r) => setTimeout(r, Math.random() * seconds * 1000));
      const option = optionIds[i % optionIds.length];
      const v = votes.get(i) ?? {};
      v.sentAt = now();
      votes.set(i, v);
      const ack = await sockets[i]
        .timeout(30_000)
        .emitWithAck('vote_poll', { poll_id: pollId, option_ids: [option] })
        .catch(() => null);
      v.ackAt = now();
      if (ack?.ok) acked += 1;
      else refused += 1;
    }),
  );
  return { acked, refused };
}

process.on('message', async (msg) => {
  if (msg.cmd === 'connect') process.send({ cmd: 'connected', ...(await connect(msg)) });
  if (msg.cmd === 'send') process.send({ cmd: 'sent', ...(await send(msg)) });
  if (msg.cmd === 'collect') {
    process.send({ cmd: 'latencies', latencies: latencies.splice(0), packets, dropped });
    packets = 0;
  }
  if (msg.cmd === 'vote') process.send({ cmd: 'voted', ...(await vote(msg)) });
  if (msg.cmd === 'votes') {
    const out = [...votes.values()].map((v) => ({
      latency: v.sentAt !== undefined && v.resultsAt !== undefined ? v.resultsAt - v.sentAt : null,
      ack: v.sentAt !== undefined && v.ackAt !== undefined ? v.ackAt - v.sentAt : null,
      voted: v.sentAt !== undefined,
      closedSeen: v.closedSeen === true,
    }));
    process.send({ cmd: 'votes', votes: out });
  }
  if (msg.cmd === 'close') {
    for (const s of sockets) s.disconnect();
    process.send({ cmd: 'closed' });
    setTimeout(() => process.exit(0), 100);
  }
});
