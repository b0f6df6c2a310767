// The auth area's entry: what other features use of it (CONVENTIONS: no barrels; keep it
// small and explicit). The area is signing in and out and the signed-in session.
export { configQueryOptions, useAppConfig } from './api/get-config';
export { meQueryKey, useMe } from './api/get-me';
export { unconfirmedEmailError } from './api/resend-confirmation';
export { signOut } from './api/sign-out';
export { confirmEmailTexts, signInTexts } from './auth.messages';
export { ConfirmEmailNotice } from './components/confirm-email-notice';
export { SignInForm } from './components/sign-in-form';
export { takeReturnPath } from './hooks/use-finish-sign-in';
export { storeSession, type SessionTokens } from './store-session';
