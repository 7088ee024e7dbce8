// The reference: a bare Socket.IO relay (no database, no auth). A client says who it is in its handshake;
// `dm {to}` is relayed to that user's room. Run pinned to core 0 by the benchmark.
import { createServer } from 'node:http';
import { Server } from 'socket.io';

const port = Number(process.argv[2] ?? 3930);
const http = createServer();
const io = new Server(http, { path: '/socket.io', transports: ['websocket'] });
io.on('connection', (socket) => {
  socket.join(`user:${socket.handshake.auth.userId}`);
  socket.on('dm', (m) => io.to(`user:${m.to}`).emit('dm', { sentAt: m.sentAt, is_sender: false }));
});
http.listen(port, '127.0.0.1', () => process.send?.('ready'));
