// The global handling of failed calls (platform.md 8), as a pure description the app applies.
import { ApiError } from '../lib/api-client';
import { failureMessages } from '../lib/messages';
import { flattenErrorBody } from '../lib/error-body';
import { pathTo } from '../lib/routes/paths';

export type FailureOutcome = {
  /** The error toast's text. */
  toast?: string;
  /** Where the app goes afterwards. */
  redirect?: string;
  /** The update-available prompt instead of a toast. */
  updatePrompt?: true;
  /** The session is no longer valid (401): forget the token. */
  signOut?: true;
};

export function describeFailure(
  error: unknown,
  currentPath: string,
  online = navigator.onLine,
): FailureOutcome {
  if (error instanceof DOMException && error.name === 'AbortError') return {};
  if (!(error instanceof ApiError)) {
    // Offline, the offline banner says it once; a read the service worker did not keep fails
    // quietly (and is tried again when the connection returns).
    if (!online) return {};
    // No response at all.
    const message =
      error instanceof Error && error.message ? error.message : failureMessages.requestFailed;
    return { toast: message };
  }
  if (error.body?.base?.deprecated) return { updatePrompt: true };
  switch (error.status) {
    case 404:
      return { toast: failureMessages.notFound, redirect: pathTo('not-found') };
    case 403:
      return { toast: failureMessages.forbidden, redirect: '/' };
    case 401:
      return {
        toast: failureMessages.unauthorized,
        redirect: pathTo('onboarding-signin'),
        signOut: true,
      };
    case 406:
      return { toast: failureMessages.notAcceptable, redirect: pathTo('coach_blocked') };
    case 418: {
      const myAccounts = pathTo('coach_profile_my_accounts');
      return currentPath === myAccounts ? {} : { redirect: myAccounts };
    }
  }
  const messages = flattenErrorBody(error.body);
  return { toast: messages.length ? messages.join('\n') : failureMessages.requestFailed };
}
