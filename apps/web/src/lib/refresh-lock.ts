/** The Web Lock every tab of the app takes to refresh the shared tokens. */
export const REFRESH_LOCK_NAME = 'atria-token-refresh';

/**
 * Runs `refresh` while holding the cross-tab refresh lock, so the tabs of one browser refresh one at a time:
 * a tab that waited finds the tokens the other stored (local storage is shared) instead of presenting the
 * refresh token that was just rotated. Without the Web Locks API (old browsers, some embedded views) it
 * runs at once; the server then still answers a second refresh with the same token within a short grace
 * window (docs/security/auth.md).
 */
export async function withRefreshLock(refresh: () => Promise<void>): Promise<void> {
  const locks = typeof navigator === 'undefined' ? undefined : (navigator as Partial<Navigator>).locks;
  if (!locks || typeof locks.request !== 'function') return refresh();
  await locks.request(REFRESH_LOCK_NAME, { mode: 'exclusive' }, refresh);
}
