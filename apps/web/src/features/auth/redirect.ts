const DEFAULT_AFTER_LOGIN = '/app';

/**
 * The in-app location to go to after login: the remembered `redirect` when it points inside `/app`,
 * otherwise `/app`. Anything else (other origins, `//host`, `/`) is ignored.
 */
export function safeRedirect(target: string | undefined): string {
  if (!target) return DEFAULT_AFTER_LOGIN;
  if (!/^\/app(?:[/?#]|$)/.test(target)) return DEFAULT_AFTER_LOGIN;
  return target;
}
