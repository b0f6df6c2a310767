// The auth area's entry: what other features use of it (CONVENTIONS: no barrels; keep it
// small and explicit). The area is the signing-in screens; the signed-in session itself is lib/session's.
export { configQueryOptions, useAppConfig } from './api/get-config';
export { signInTexts } from './auth.messages';
export { SignInForm } from './components/sign-in-form';
export { takeReturnPath } from './hooks/use-finish-sign-in';
