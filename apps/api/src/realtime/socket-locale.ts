import { MESSAGE_LOCALES, type MessageLocale } from '@atria/contracts/messages-i18n';
import type { SavedLocaleLookup } from '../plugins/error-handler';
import type { AppServer, AppSocket } from './types';

/*
 * The language of a socket's answers (docs/i18n.md#socket-messages): the error bodies of `request_error` and of
 * refused acknowledgements are written in it, like HTTP error answers, and keep their stable `code`. In order:
 * 1. `auth.locale` of the handshake: the language the client shows now (the web app sends its current choice,
 *    and connects again when the reader picks another one);
 * 2. the person's saved language, looked up the first time the socket is refused something (never during the
 *    handshake, so connecting costs no query), then kept for the socket's life (the request gate's refusals do
 *    not wait for it: those sent meanwhile use the next choice);
 * 3. the handshake's Accept-Language (the browser's own languages), else English.
 */

// One saved-language lookup per server; sockets hold no closure of their own (see onConnection).
const savedLocales = new WeakMap<object, SavedLocaleLookup>();
// The lookups under way, one per socket however many refusals wait for it.
const pending = new WeakMap<AppSocket, Promise<MessageLocale>>();

/** Lets this server's sockets fall back to their person's saved language. */
export function registerSavedLocales(io: AppServer, lookup: SavedLocaleLookup): void {
  savedLocales.set(io, lookup);
}

/** The language a handshake's `auth` asks for (`de`, `de-AT`, `ar`...), or undefined when none Atria speaks. */
export function chosenLocale(auth: unknown): MessageLocale | undefined {
  if (typeof auth !== 'object' || auth === null || !('locale' in auth) || typeof auth.locale !== 'string') return;
  const primary = auth.locale.slice(0, 35).trim().toLowerCase().split('-')[0];
  return MESSAGE_LOCALES.find((locale) => locale === primary);
}

/** The handshake's Accept-Language (English without one), kept at connection (engine-requests.ts). */
function headerLocale(socket: AppSocket): MessageLocale {
  return socket.data.acceptLocale ?? 'en';
}

/** The socket's language when it is known without a query: chosen at the handshake, else its Accept-Language. */
export function knownLocale(socket: AppSocket): MessageLocale {
  return socket.data.locale ?? headerLocale(socket);
}

/**
 * The language to answer this socket in: at once when known, else after looking up the person's saved language
 * (once per socket; a failed lookup falls back to the Accept-Language). Never rejects.
 */
export function socketLocale(socket: AppSocket, userId: number): MessageLocale | Promise<MessageLocale> {
  const known = socket.data.locale;
  if (known) return known;
  const lookup = savedLocales.get(socket.nsp.server);
  if (!lookup) return headerLocale(socket);
  let asked = pending.get(socket);
  if (!asked) {
    asked = lookup(userId)
      .then(
        (saved) => (socket.data.locale = saved ?? headerLocale(socket)),
        () => headerLocale(socket),
      )
      .finally(() => pending.delete(socket));
    pending.set(socket, asked);
  }
  return asked;
}
