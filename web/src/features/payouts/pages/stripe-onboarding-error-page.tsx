import { StripeOnboardingError } from '../components/stripe-onboarding-error';

/** stripe-onboarding-error (platform.md 2.3). */
export default function StripeOnboardingErrorPage() {
  return <StripeOnboardingError />;
}
