// The auth area's entry: what other features use of it (CONVENTIONS: no barrels; keep it
// small and explicit). The area is the signing-in screens; the signed-in session itself is lib/session's.
export { configQueryOptions, useAppConfig } from './api/get-config';
export { unconfirmedEmailError } from './api/resend-confirmation';
export { confirmEmailTexts, signInTexts } from './auth.messages';
export { ConfirmEmailNotice } from './components/confirm-email-notice';
export { SignInForm } from './components/sign-in-form';
export { takeReturnPath } from './hooks/use-finish-sign-in';
