/**
 * Full-page navigation, used when the session is unrecoverable and all in-memory state must go.
 * Kept in its own module so tests can replace it (jsdom cannot navigate).
 */
export function hardRedirect(path: string): void {
  window.location.assign(path);
}
