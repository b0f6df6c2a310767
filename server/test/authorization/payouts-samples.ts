import type { EndpointDefinition } from '@forma/contract/common/endpoint';
import {
  disconnectStripeAccountEndpoint,
  getStripeAccountEndpoint,
  getStripeOnboardingUrlEndpoint,
} from '@forma/contract/payouts/payouts.endpoints';
import { api } from '../programs-helpers.ts';
import type { Sample } from './samples.ts';
import type { World } from './world.ts';

/** The world's account connected to Stripe (made once; again after a disconnect). */
async function connected(world: World) {
  const answer = await api(world.t)(
    'GET',
    'stripe/onboarding_url?source=settings',
    world.people.owner.token,
  );
  if (answer.statusCode !== 200) throw new Error(`onboarding_url: ${answer.body}`);
  return {};
}

/**
 * The payouts calls on the world's account with a connected Stripe account, so the screen and
 * the disconnect do their work for whoever may call them. Its clients' memberships are free: the
 * owner may disconnect.
 */
export function payoutsSamples(): [EndpointDefinition, Sample][] {
  return [
    [getStripeOnboardingUrlEndpoint, { input: () => ({ query: { source: 'settings' } }) }],
    [getStripeAccountEndpoint, { input: connected }],
    [disconnectStripeAccountEndpoint, { input: connected }],
  ];
}
