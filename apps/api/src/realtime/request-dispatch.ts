import type { Dispatch } from './connection';
import type { RequestHandler } from './handlers/respond';
import type { RequestGate } from './request-gate';

/**
 * The one `onAny` listener shared by every authenticated socket: hands each incoming event, with the handler of
 * its area (undefined for an unknown event), to the request gate, which applies the limits and runs it.
 */
export function requestDispatch(handlers: ReadonlyMap<string, RequestHandler>, gate: RequestGate): Dispatch {
  return function (this, event, ...args) {
    const auth = this.data.auth;
    // A flooding socket is disconnected by the gate while the rest of its frames are still being read.
    if (auth?.kind === 'ok' && this.connected) gate.handle(this, auth.actor, event, args, handlers.get(event));
  };
}
