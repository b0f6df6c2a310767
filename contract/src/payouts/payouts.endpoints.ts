import { ownerEvenBlocked, ownerNotBlocked } from '../common/access.ts';
import { defineEndpoint } from '../common/endpoint.ts';
import {
  onboardingUrlQuerySchema,
  onboardingUrlResponseSchema,
  stripeAccountResponseSchema,
} from './payouts.schemas.ts';

const tags = ['payouts'];

/**
 * GET stripe/onboarding_url?source=: where the owner connects the account to Stripe (platform.md
 * 7): creates the connected account on first use, then answers an account link to Stripe's hosted
 * onboarding (or, once submitted, to update the details it holds).
 */
export const getStripeOnboardingUrlEndpoint = defineEndpoint({
  operationId: 'getStripeOnboardingUrl',
  summary: 'Get the address where the owner connects the account to Stripe',
  method: 'GET',
  path: '/stripe/onboarding_url',
  query: onboardingUrlQuerySchema,
  response: onboardingUrlResponseSchema,
  permission: 'payouts.connect',
  access: ownerEvenBlocked,
  tags,
});

/** GET stripe/account: the payouts screen (coach_profile_payment), fresh from Stripe. */
export const getStripeAccountEndpoint = defineEndpoint({
  operationId: 'getStripeAccount',
  summary: "Read the account's Stripe connection and payouts",
  method: 'GET',
  path: '/stripe/account',
  response: stripeAccountResponseSchema,
  permission: 'payouts.view',
  access: ownerEvenBlocked,
  tags,
});

/** DELETE stripe/account: disconnects the account; refused while paid subscriptions are active. */
export const disconnectStripeAccountEndpoint = defineEndpoint({
  operationId: 'disconnectStripeAccount',
  summary: 'Disconnect the account from Stripe (refused while paid subscriptions are active)',
  method: 'DELETE',
  path: '/stripe/account',
  response: stripeAccountResponseSchema,
  permission: 'payouts.disconnect',
  access: ownerNotBlocked,
  tags,
});

export const payoutsEndpoints = [
  getStripeOnboardingUrlEndpoint,
  getStripeAccountEndpoint,
  disconnectStripeAccountEndpoint,
];
