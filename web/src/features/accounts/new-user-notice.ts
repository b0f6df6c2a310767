import type { MeResponse } from '@forma/contract/accounts/users.schemas';
import { showAlert } from '../../components/feedback/show-alert';
import { storageKeys } from '../../lib/storage-keys';
import { newUserTexts } from './accounts.messages';

/**
 * The new-user notice of spec 8: a business account "You're ready to go {title}!"; an invitation
 * "Congrats, we've added you into '{title}'."; otherwise "You're ready to go {name}!".
 */
export function newUserNotice(me: MeResponse, inviteTitle?: string): string {
  if (inviteTitle) return newUserTexts.invited(inviteTitle);
  if (me.current.account_kind !== 'private') return newUserTexts.business(me.current.title);
  return newUserTexts.other(me.current.first_name || me.private.first_name);
}

export function showNewUserNotice(message: string) {
  showAlert('congrats', message);
}

/**
 * Before a reload (switching into a new account), keep the notice in local storage
 * (show_new_user_popup) so the reloaded app can show it once.
 */
export function queueNewUserNotice(message: string) {
  localStorage.setItem(storageKeys.showNewUserPopup, message);
}

/** Shows a notice queued before the last reload; call once when the app starts. */
export function showQueuedNewUserNotice() {
  const message = localStorage.getItem(storageKeys.showNewUserPopup);
  if (!message) return;
  localStorage.removeItem(storageKeys.showNewUserPopup);
  showNewUserNotice(message);
}
