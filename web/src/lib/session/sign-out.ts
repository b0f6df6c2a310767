import { useMutation } from '@tanstack/react-query';
import { signOutEndpoint } from '@forma/contract/auth/auth.endpoints';
import { call } from '../call';
import { clearOfflineReads } from '../offline-reads';
import { logoutClearedKeys } from '../storage-keys';
import { shutdownSupportChat } from '../support-chat';

/** Clears what log-out clears (platform.md 7) and nothing else. */
export function clearSessionStorage() {
  for (const key of logoutClearedKeys) localStorage.removeItem(key);
}

/**
 * DELETE users/sign_out, then clear the stored values and the API reads kept for offline use,
 * shut down the support chat and reload at '/'. Local log-out happens even when the call fails (for example the token had expired).
 */
export async function signOut(
  reload: (path: string) => void = (path) => window.location.assign(path),
) {
  await call(signOutEndpoint, {}, { silent: true }).catch(() => undefined);
  clearSessionStorage();
  await clearOfflineReads();
  shutdownSupportChat();
  reload('/');
}

export function useSignOut() {
  return useMutation({ mutationFn: () => signOut() });
}
