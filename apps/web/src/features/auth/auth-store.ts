import { createStore, useStore } from '../../lib/create-store';
import { hasStoredTokens } from '../../lib/tokens';
import { authReducer, initialAuthState, type AuthAction, type AuthState } from './auth-state';

const store = createStore<AuthState>(initialAuthState);

export function dispatchAuth(action: AuthAction): void {
  store.setState((state) => authReducer(state, action));
}

export function getAuthState(): AuthState {
  return store.getState();
}

export function useAuth(): AuthState {
  return useStore(store);
}

let resolving: Promise<void> | null = null;

/**
 * Resolves the start-up auth state once (docs/product.md#start-up). Without stored tokens it settles at once, so the
 * landing page never waits; with tokens the start-up code is loaded on demand and the guards wait for it.
 */
export function ensureAuthResolved(): Promise<void> {
  if (store.getState().authChecked) return Promise.resolve();
  if (!hasStoredTokens()) {
    dispatchAuth({ type: 'setUser', user: null });
    return Promise.resolve();
  }
  resolving ??= import('./auth-bootstrap').then(({ bootstrapAuth, applySavedLocale }) =>
    bootstrapAuth().then((user) => {
      dispatchAuth({ type: 'setUser', user });
      applySavedLocale(user, { saveMissing: false });
    }),
  );
  return resolving;
}
