// The routes of payouts (paths in app/route-paths.ts), composed into the app's table by
// app/route-table.ts. Each page is its own chunk.
import * as rules from '../../lib/routes/route-rules';
import type { RouteEntry } from '../../lib/routes/route-types';

const onboarding = () => import('./pages/stripe-onboarding-page');
const onboardingError = () => import('./pages/stripe-onboarding-error-page');

export const payoutsRoutes: readonly RouteEntry[] = [
  // --- 2.3 other entry routes ---
  {
    name: 'stripe-onboarding',
    access: 'coach',
    page: onboarding,
    title: 'Connect to Stripe',
    availableToBlocked: true,
    rule: rules.stripeOnboardingSource,
  },
  {
    name: 'stripe-onboarding-error',
    access: 'coach',
    page: onboardingError,
    title: 'Connect to Stripe',
    availableToBlocked: true,
    rule: rules.stripeOnboardingErrorSource,
  },
];
