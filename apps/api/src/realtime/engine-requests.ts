import { ServerResponse, type IncomingMessage } from 'node:http';
import type { MessageLocale } from '@atria/contracts/messages-i18n';
import { requestLocale } from '../lib/message-locale';

/**
 * Engine.IO answers a websocket upgrade through a stand-in response object that holds the upgrade request, and
 * a close listener on the TCP socket holds that object for the connection's whole life. Only Engine.IO
 * middlewares use that link (to set response headers), and they have all run before the upgrade completes,
 * within the same turn of the event loop: it is cut on the next one. This covers the upgrade that opens a
 * websocket connection and the upgrade of a polling connection (what browsers do) alike. Real responses
 * (polling) are left alone.
 */
export function releaseUpgradeRequest(_req: IncomingMessage, res: unknown, next: () => void): void {
  next();
  if (!(res instanceof ServerResponse) && typeof res === 'object' && res !== null && 'req' in res)
    setImmediate(cutRequest, res);
}
const cutRequest = (res: { req?: unknown }): void => {
  res.req = undefined;
};

/** An Engine.IO connection, as far as the handshake is concerned. */
export interface EngineConnection {
  request?: IncomingMessage;
}

/**
 * Lets go of the HTTP request that opened each connection as soon as the Engine.IO connection exists. Engine.IO
 * would keep it for the socket's whole life (with its raw and parsed headers, query, upgrade response and
 * stream state: about 1.5 KB per socket, more for browsers with cookies), and Socket.IO would read it once
 * more, when the client joins the namespace, only to copy its headers into `socket.handshake`. Of all that,
 * the socket needs two headers: Authorization (polling clients that can send headers authenticate with it),
 * which is kept aside until the handshake has used it, and Accept-Language, kept as the language it names (one
 * of three constants), the last choice for the language of the socket's refusals (socket-locale.ts). Released this early, the request dies young instead of
 * waiting, through a burst of connections, long enough to be promoted to the old generation.
 *
 * So `socket.request` is undefined and `socket.handshake` has no `headers`, `url` or `query` (and says
 * `secure`, for want of a request): nothing in the realtime code reads them.
 *
 * One per server, shared by its connections; an entry lives until `forget` or until its connection is gone.
 */
export class HandshakeRequests {
  private readonly authorization = new WeakMap<object, string>();
  private readonly languages = new WeakMap<object, MessageLocale>();

  /** The `connection` listener of the Engine.IO server. */
  readonly release = (conn: EngineConnection): void => {
    const req = conn.request;
    if (!req) return;
    const authorization = req.headers.authorization;
    if (authorization !== undefined) this.authorization.set(conn, authorization);
    const language = req.headers['accept-language'];
    if (language) this.languages.set(conn, requestLocale(language));
    conn.request = undefined;
  };

  /** The Authorization header of the connection's first request, if it had one and the handshake has not used it. */
  authorizationOf(conn: object): string | undefined {
    return this.authorization.get(conn);
  }

  /** The language the connection's first request named in Accept-Language, if it named one. */
  languageOf(conn: object): MessageLocale | undefined {
    return this.languages.get(conn);
  }

  /** Drops the connection's credentials once the socket is authenticated (and its language, kept elsewhere). */
  forget(conn: object): void {
    this.authorization.delete(conn);
    this.languages.delete(conn);
  }
}
