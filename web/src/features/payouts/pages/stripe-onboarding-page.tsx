import { StripeOnboardingRedirect } from '../components/stripe-onboarding-redirect';

/** stripe-onboarding (platform.md 2.3). */
export default function StripeOnboardingPage() {
  return <StripeOnboardingRedirect />;
}
