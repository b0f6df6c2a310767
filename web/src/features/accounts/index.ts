// The accounts area's entry: what other features use of it (CONVENTIONS: no barrels; keep it
// small and explicit). The area is the person, their profile and their accounts.
export { useAccounts } from './api/get-accounts';
export { useUpdateMe } from './api/update-me';
export { updatePopupStorage } from './api/update-popup-storage';
export { useUpdatePrivate } from './api/update-private';
export { statusColor } from './components/account-status-badge';
export { confirmEmailTexts, newUserTexts, profileTexts } from './accounts.messages';
export { unconfirmedEmailError } from './api/resend-confirmation';
export { ConfirmEmailNotice } from './components/confirm-email-notice';
export { newUserNotice, queueNewUserNotice, showNewUserNotice } from './new-user-notice';
export { useCreateAndEnterAccount } from './hooks/use-create-and-enter-account';
