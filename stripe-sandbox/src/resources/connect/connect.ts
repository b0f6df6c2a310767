import type { SandboxModule } from '../../core/route.ts';
import { onboardingPages } from '../../pages/onboarding.ts';
import { accountLinkRoutes } from './account-links.ts';
import { accountRoutes } from './accounts.ts';
import { externalAccountRoutes } from './external-accounts.ts';
import { advancePayouts } from './payout-schedule.ts';
import { payoutRoutes } from './payouts.ts';

/**
 * Stripe Connect: connected accounts and their requirements, account links to the hosted
 * onboarding page, bank accounts, and payouts (manual and on the account's schedule).
 */
export const connect: SandboxModule = {
  routes: [...accountRoutes, ...accountLinkRoutes, ...externalAccountRoutes, ...payoutRoutes],
  pages: onboardingPages,
  advance: advancePayouts,
};
