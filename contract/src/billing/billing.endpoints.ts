import { ownerEvenBlocked } from '../common/access.ts';
import { defineEndpoint } from '../common/endpoint.ts';
import { onboardingUrlQuerySchema, onboardingUrlResponseSchema } from './billing.schemas.ts';

const tags = ['billing'];

/**
 * GET stripe/onboarding_url?source=: where the owner connects the account to Stripe (platform.md
 * 7). Until payments part 1 builds Connect, the owner is told it is not available yet (422).
 */
export const getStripeOnboardingUrlEndpoint = defineEndpoint({
  method: 'GET',
  path: '/stripe/onboarding_url',
  query: onboardingUrlQuerySchema,
  response: onboardingUrlResponseSchema,
  permission: 'billing.connect',
  access: { ...ownerEvenBlocked, owner: 422, other_coach: 422, blocked_owner: 422 },
  tags,
});

export const billingEndpoints = [getStripeOnboardingUrlEndpoint];
