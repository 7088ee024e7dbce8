/** The limits and lifetimes a client must know, as configured on this deployment. */
export interface ProtocolFacts {
  requestsPerSecond: number;
  burst: number;
  inFlight: number;
  refusalsBeforeDisconnect: number;
  refusalWindowSeconds: number;
  reconnectAfterSeconds: number;
  accessTokenSeconds: number;
}

/** The AsyncAPI document's `info.description` (Markdown): what a consumer needs beyond the events themselves. */
export function describeProtocol(f: ProtocolFacts): string {
  return [
    'Direct messages in real time over Socket.IO 4, on the API’s own HTTP server (path `/socket.io`). The direct-message requests can also be made over HTTP (see the OpenAPI document), under the same rules; new messages and read receipts reach clients only here.',
    '',
    '## Connecting',
    'Connect with a Socket.IO 4 client and the access token in the handshake: `io(origin, { path: "/socket.io", auth: { token } })`, optionally with the language of its refusals, `auth: { token, locale }` (see Errors). The server never refuses the handshake itself. It answers with one of:',
    '- `connection_success` — authenticated, in the user’s rooms: send requests from now on;',
    '- `auth_required` — no token: sign in, then connect again (the server closes the socket);',
    '- `auth_error` — invalid, expired or revoked token: refresh it (POST /api/auth/refresh), then connect again;',
    '- `request_error` with `event: "connect"`, status 503, code UNAVAILABLE — the server could not check the token; the transport is dropped and the client’s own reconnection retries.',
    '',
    `A socket lives no longer than its access token (${f.accessTokenSeconds} s here): at expiry it is sent \`auth_error\` and closed. Signing out sends \`auth_error\` to every socket of that login.`,
    '',
    '## Rooms',
    'The server joins each socket to `user:<id>` (all the user’s sockets) and `session:<family>` (the sockets of one login). Clients do not join other rooms; `join_user_room` exists only for one’s own.',
    '',
    '## Requests and acknowledgements',
    'Each client → server event is a request with one JSON object as payload and, optionally, an acknowledgement callback as last argument. It is answered twice: with its response event (or `request_error`) on the socket, and through the callback: `{ ok: true, data }` or `{ ok: false, error }`. Payloads are validated; a bad one is answered with status 422, code VALIDATION and field errors. Unknown events are ignored (but count against the limits).',
    '',
    '## Errors',
    'A failed request answers with the HTTP API’s error body plus `event`: `{ event, status, code, message, errors?, retry_after? }`. The codes and their statuses are in `x-error-codes`.',
    '',
    'The `message` and field messages are in the socket’s language (`code`, status and field names never change): the handshake’s `auth.locale` (`en`, `de` or `ar`; `de-AT` counts as `de`), else the user’s saved language, else the handshake’s Accept-Language, else English. To switch languages, connect again with the new `auth.locale`.',
    '',
    '## Limits',
    `- Each user has a budget of ${f.requestsPerSecond} requests per second with bursts of up to ${f.burst}, shared by all their sockets (and instances).`,
    `- At most ${f.inFlight} requests of one socket are answered at once; more are refused at once.`,
    '- A refused request is answered with status 429, code RATE_LIMITED and `retry_after` (seconds).',
    `- A socket refused ${f.refusalsBeforeDisconnect} times within ${f.refusalWindowSeconds} s is sent \`connection_throttled\` and closed; do not reconnect before its \`retry_after\` (${f.reconnectAfterSeconds} s here).`,
    '',
    '## Reconnection',
    'After a dropped transport (server restart, deploy, network), reconnect with backoff and a fresh token; events sent while disconnected are not replayed — fetch what was missed (`get_direct_message_threads`, `get_direct_messages`) after `connection_success`. Do not reconnect after `auth_required`, nor after `auth_error` without a new token.',
  ].join('\n');
}
