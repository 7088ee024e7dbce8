import type { SocketError } from '@atria/contracts/zod-free';

// The socket client's errors, in a module of their own: lib/describe-error.ts, in every page's first script,
// tells them apart without bringing in the socket client.

/** The request never got an answer from the server (see SOCKET_FAILURES in lib/socket.ts): use HTTP instead. */
export class SocketUnavailableError extends Error {
  override readonly name = 'SocketUnavailableError';
}

/** The server answered the request with an error body (the same body HTTP would have sent). */
export class SocketRequestError extends Error {
  override readonly name = 'SocketRequestError';
  readonly error: SocketError;

  constructor(error: SocketError) {
    super(error.message);
    this.error = error;
  }
}
