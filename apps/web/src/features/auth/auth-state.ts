import type { User } from '@atria/contracts/zod-free';

/** docs/product.md#start-up: the current user plus two flags. */
export interface AuthState {
  user: User | null;
  isAuthenticated: boolean;
  /** True once start-up resolution has finished (whatever the outcome). */
  authChecked: boolean;
}

export type AuthAction =
  { type: 'setUser'; user: User | null } | { type: 'logout' } | { type: 'updateProfile'; changes: Partial<User> };

export const initialAuthState: AuthState = { user: null, isAuthenticated: false, authChecked: false };

export function authReducer(state: AuthState, action: AuthAction): AuthState {
  switch (action.type) {
    case 'setUser':
      return { user: action.user, isAuthenticated: action.user !== null, authChecked: true };
    case 'logout':
      return { user: null, isAuthenticated: false, authChecked: true };
    case 'updateProfile':
      return state.user ? { ...state, user: { ...state.user, ...action.changes } } : state;
  }
}
