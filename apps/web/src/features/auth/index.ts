// The auth feature's public entry: who is signed in (a store other features read), signing out, and starting a
// session from tokens another flow obtained (claiming an invitation). The login and signup modals are
// registered by the app (src/modal-loaders.ts), not exported here.
export { dispatchAuth, getAuthState, useAuth } from './auth-store';
export { establishSession } from './session';
export { useLogout } from './use-logout';
