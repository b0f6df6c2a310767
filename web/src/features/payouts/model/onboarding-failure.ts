import { storageKeys } from '../../../lib/storage-keys';

// The server's refusal travels from the onboarding page to its error page in this tab's session
// storage, not in the address: a message in a link could be made to say anything.

export function rememberOnboardingFailure(message: string) {
  sessionStorage.setItem(storageKeys.stripeOnboardingFailure, message);
}

export function lastOnboardingFailure(): string | null {
  return sessionStorage.getItem(storageKeys.stripeOnboardingFailure);
}

export function forgetOnboardingFailure() {
  sessionStorage.removeItem(storageKeys.stripeOnboardingFailure);
}
