import type { MeResponse } from '@forma/contract/accounts/users.schemas';
import { queryClient } from '../query-client';
import { storageKeys } from '../storage-keys';
import { meQueryKey, meQueryOptions } from './me';

export type SessionTokens = {
  access_token: string;
  token_type: string;
  /** When the response already carries the user (sign-in, password reset), it is used as is. */
  private?: MeResponse['private'];
  current?: MeResponse['current'];
};

let loadBeforeSignedIn: () => Promise<unknown> = async () => undefined;

/**
 * What must be loaded before the app shows the signed-in user (the account's theme). The app
 * (app/session-loads.ts) sets it: the session sits below every feature and knows none.
 */
export function setLoadBeforeSignedIn(load: () => Promise<unknown>) {
  loadBeforeSignedIn = load;
}

/**
 * After sign-in, sign-up or a password reset (platform.md 4 "Other"): store the token, load the
 * theme, then set the user. Resolves with the user once the app can navigate as signed in.
 */
export async function storeSession(session: SessionTokens): Promise<MeResponse | null> {
  localStorage.setItem(storageKeys.accessToken, session.access_token);
  localStorage.setItem(storageKeys.tokenType, session.token_type);
  // platform.md 7: after sign-up the stored role is removed.
  localStorage.removeItem(storageKeys.signUpRole);
  await loadBeforeSignedIn().catch(() => null);
  if (session.private && session.current) {
    const me: MeResponse = { private: session.private, current: session.current };
    queryClient.setQueryData(meQueryKey, me);
    return me;
  }
  return queryClient.fetchQuery({ ...meQueryOptions(), staleTime: 0 });
}
