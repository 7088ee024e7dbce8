// The reference of the live benchmark: a bare Socket.IO server (no database, no auth, no checks). A client names
// its room in the handshake; `chat {body}` is broadcast to that room, except the sender, as the API does.
import { createServer } from 'node:http';
import { Server } from 'socket.io';

const port = Number(process.argv[2] ?? 3940);
const http = createServer();
const io = new Server(http, { path: '/socket.io', transports: ['websocket'] });
io.on('connection', (socket) => {
  const room = String(socket.handshake.auth.room ?? 'live:0');
  socket.join(room);
  socket.on('chat', (m, ack) => {
    io.to(room).except(socket.id).emit('session_chat_message', { body: m.body });
    if (typeof ack === 'function') ack({ ok: true });
  });
});
http.listen(port, '127.0.0.1');
