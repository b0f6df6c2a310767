// The session area's entry: what other features use of it (CONVENTIONS: no barrels; keep it
// small and explicit).
export { configQueryOptions, useAppConfig } from './api/get-config';
export { meQueryKey, useMe } from './api/get-me';
export { signOut } from './api/sign-out';
export { storeSession, type SessionTokens } from './store-session';
