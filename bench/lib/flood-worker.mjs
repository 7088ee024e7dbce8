// The flooder of bench/flood.mjs, in its own process so that its event loop does not delay the measuring one.
// One websocket, one user: sends `frames` get_direct_message_threads frames at once, another batch once the
// previous one is answered, and reconnects at once when the server disconnects it (an attacker ignores
// retry_after), until `seconds` have passed. Reports what it sent and what came back.
import { io } from 'socket.io-client';

// The frame, encoded once (a Socket.IO EVENT packet of the default namespace, without acknowledgement), and
// written straight to the Engine.IO connection: this process's CPU is shared with the measuring one, and
// encoding each frame through emit() would take most of it.
const FRAME = JSON.stringify(['get_direct_message_threads', {}]);
const PACKET = `2${FRAME}`;

process.once('message', ({ url, token, frames, seconds }) => {
  const stats = { sent: 0, answered: 0, refused: 0, throttled: 0, connections: 0 };
  const end = Date.now() + seconds * 1000;
  let outstanding = 0;
  let socket;

  const flood = () => {
    if (Date.now() >= end || !socket.connected) return;
    outstanding = frames;
    const engine = socket.io.engine;
    for (let i = 0; i < frames; i += 1) engine.send(PACKET);
    stats.sent += frames;
  };
  const answered = (key) => () => {
    stats[key] += 1;
    outstanding -= 1;
    if (outstanding === 0) flood();
  };
  const connect = () => {
    if (Date.now() >= end) return;
    socket = io(url, {
      path: '/socket.io',
      transports: ['websocket'],
      auth: { token },
      reconnection: false,
      forceNew: true,
      timeout: 10_000,
    });
    socket.once('connection_success', () => {
      stats.connections += 1;
      flood();
    });
    socket.on('direct_message_threads', answered('answered'));
    socket.on('request_error', answered('refused'));
    socket.on('connection_throttled', () => {
      stats.throttled += 1;
    });
    socket.once('disconnect', connect);
    socket.once('connect_error', () => setTimeout(connect, 100));
  };
  connect();
  setTimeout(() => {
    socket?.off('disconnect');
    socket?.disconnect();
    process.send(stats, () => process.exit(0));
  }, seconds * 1000);
});
