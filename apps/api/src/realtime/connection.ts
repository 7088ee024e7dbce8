import type { ExpirySchedule } from './expiry';
import type { HandshakeRequests } from './engine-requests';
import { sessionRoom, userRoom } from './rooms';
import { localizeSocketError } from './handlers/respond';
import { chosenLocale } from './socket-locale';
import type { AppSocket } from './types';

/** How long `connection_success` waits, at most, for Redis to confirm the subscription to the user's room. */
const SUBSCRIBE_WAIT_MS = 2_000;

/** The listener of every request event of an authenticated socket (see requestDispatch). */
export type Dispatch = (this: AppSocket, event: string, ...args: unknown[]) => void;

/** Settles once Redis has confirmed every subscription asked for so far; undefined when there is nothing to wait for. */
export type Subscribed = () => Promise<void> | undefined;

/** What every connection shares, built once per server. */
export interface ConnectionDeps {
  dispatch: Dispatch;
  expiry: ExpirySchedule;
  requests: HandshakeRequests;
  subscribed: Subscribed;
}

/**
 * Acts on the handshake's outcome: tells a socket without a valid token why and closes it; gives an
 * authenticated one its listener, its rooms (the user's and the login's) and its end at token expiry, then
 * `connection_success`. The socket holds no closure, bound function or timer of its own.
 */
export function onConnection(socket: AppSocket, deps: ConnectionDeps): void {
  const auth = socket.data.auth ?? { kind: 'required' };
  switch (auth.kind) {
    case 'required':
      socket.emit('auth_required', { message: 'Authentication required' });
      socket.disconnect(true);
      return;
    case 'invalid':
      socket.emit('auth_error', { message: 'Invalid or expired token' });
      socket.disconnect(true);
      return;
    case 'unavailable':
      // Not the token's fault: drop the transport (no disconnect packet) so the client retries on its own.
      socket.emit(
        'request_error',
        localizeSocketError(
          {
            event: 'connect',
            status: 503,
            code: 'UNAVAILABLE',
            message: 'Service temporarily unavailable, please retry',
          },
          chosenLocale(socket.handshake.auth) ?? deps.requests.languageOf(socket.conn) ?? 'en',
        ),
      );
      socket.conn.close();
      return;
    case 'ok':
      // The request events go through one listener shared by all sockets (registered before any packet of the
      // client can be read), and through the request gate (limits); unknown events find no handler and are
      // ignored, once the gate has counted them.
      socket.onAny(deps.dispatch);
      void socket.join([userRoom(auth.actor.id), sessionRoom(auth.actor.familyId)]);
      deps.expiry.add(socket.id, auth.actor.expiresAt.getTime());
      // The languages the client named are kept (its refusals are written in one); the credentials are not.
      socket.data.locale = chosenLocale(socket.handshake.auth);
      socket.data.acceptLocale = deps.requests.languageOf(socket.conn);
      deps.requests.forget(socket.conn);
      socket.handshake.auth = {};
      // With Redis, joining a room that is new on this instance subscribes to its channel. `connection_success`
      // waits for Redis to confirm it: a client that sends as soon as it is told it is connected (or whose
      // correspondent does) must not miss the live copy because the subscription was still on its way.
      announceWhenSubscribed(socket, auth.actor.id, deps.subscribed());
  }
}

function announceWhenSubscribed(socket: AppSocket, userId: number, subscribed: Promise<void> | undefined): void {
  if (!subscribed) {
    socket.emit('connection_success', { user_id: userId });
    return;
  }
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, SUBSCRIBE_WAIT_MS);
  });
  void Promise.race([subscribed, waited]).then(() => {
    clearTimeout(timer);
    if (socket.connected) socket.emit('connection_success', { user_id: userId });
  });
}
