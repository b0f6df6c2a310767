import { consentStore, openCookieSettings } from './cookie-consent';
import { createStore } from './create-store';

/** Whether the live support panel is open. */
export const supportChatOpen = createStore(false);

/**
 * 'Talk to support' (platform.md 2.10): opens the live support chat only when preferences
 * consent has been given, otherwise the consent settings.
 */
export function openSupportChat() {
  if (consentStore.get()?.preferences) supportChatOpen.set(true);
  else openCookieSettings();
}

/** Log-out shuts the support chat down (platform.md 7). */
export function shutdownSupportChat() {
  supportChatOpen.set(false);
}
