import type { Caller, EndpointDefinition } from '@forma/contract/common/endpoint';
import {
  cancelSwitchPriceEndpoint,
  resumeSubscribeEndpoint,
  retryCheckEndpoint,
  retryPaymentEndpoint,
  switchPriceEndpoint,
} from '@forma/contract/purchase/purchase.endpoints';
import { paidPlan, setDefaultCard } from '../paid-helpers.ts';
import { api } from '../programs-helpers.ts';
import { completeOnboarding, flushStripeEvents, stripeRowOf } from '../stripe-helpers.ts';
import type { Sample } from './samples.ts';
import type { World } from './world.ts';

/** The world's account taking charges on Stripe (connected and onboarded once). */
export async function chargeable(world: World) {
  const { owner } = world.people;
  const row = await stripeRowOf(world.t, world.accountId);
  if (row?.chargesEnabled) return;
  const call = api(world.t);
  const link = await call('GET', 'stripe/onboarding_url?source=settings', owner.token);
  if (link.statusCode !== 200) throw new Error(`onboarding_url: ${link.body}`);
  const connected = await stripeRowOf(world.t, world.accountId);
  await completeOnboarding(world.t, owner, connected!.stripeAccountId!, 'everything');
  await flushStripeEvents(world.t);
}

const isMember = (caller: Caller): caller is 'member_client' | 'other_member_client' =>
  caller === 'member_client' || caller === 'other_member_client';

/**
 * A new paid program of the world's account; a member caller has bought it with `card`, so
 * their membership waits for the card's authentication (3-D Secure) or is active.
 */
async function boughtPlan(
  world: World,
  caller: Caller,
  card: string,
  planFields: Record<string, unknown> = {},
) {
  await chargeable(world);
  const { owner } = world.people;
  const plan = await paidPlan(world.t, owner, planFields);
  const yearly = plan.price_options.find(
    (option: { period: string }) => option.period === 'yearly',
  );
  const extra = { yearlyPriceId: (yearly?.id as number | undefined) ?? 0 };
  if (!isMember(caller)) return { planId: plan.id, intent: 'pi_none', ...extra };
  const person = world.people[caller];
  await setDefaultCard(world.t, person, owner, card);
  const call = api(world.t);
  const bought = await call('POST', `stripe/plan/${plan.id}/buy`, person.token);
  if (bought.statusCode !== 200) throw new Error(`buy: ${bought.body}`);
  if (card === 'pm_card_visa') return { planId: plan.id, intent: 'pi_none', ...extra };
  const retry = await call('POST', `stripe/plan/${plan.id}/retry`, person.token);
  const secret = retry.json().payment_intent_client_secret as string;
  return { planId: plan.id, intent: secret.split('_secret_')[0]!, ...extra };
}

/** A monthly subscription with a yearly option to switch to. */
const twoCadences = {
  price_options: [
    { period: 'monthly', price: 1500 },
    { period: 'yearly', price: 15000 },
  ],
};

/** The retry calls, resume_subscribe and the cadence switch on a purchase of the member caller's own. */
export function paidSamples(): [EndpointDefinition, Sample][] {
  const threeDs = 'pm_card_authenticationRequired';
  return [
    [
      retryPaymentEndpoint,
      {
        input: async (world, caller) => ({
          params: { id: (await boughtPlan(world, caller, threeDs)).planId },
        }),
      },
    ],
    [
      retryCheckEndpoint,
      {
        input: async (world, caller) => {
          const { planId, intent } = await boughtPlan(world, caller, threeDs);
          return { params: { id: planId }, body: { intent } };
        },
      },
    ],
    [
      resumeSubscribeEndpoint,
      {
        input: async (world, caller) => {
          const { planId } = await boughtPlan(world, caller, 'pm_card_visa');
          if (isMember(caller)) {
            const token = world.people[caller].token;
            await api(world.t)('DELETE', `athlete/plans/${planId}/unsubscribe`, token);
          }
          return { params: { id: planId } };
        },
      },
    ],
    [
      switchPriceEndpoint,
      {
        input: async (world, caller) => {
          const bought = await boughtPlan(world, caller, 'pm_card_visa', twoCadences);
          return { params: { id: bought.planId }, body: { price_id: bought.yearlyPriceId } };
        },
      },
    ],
    [
      cancelSwitchPriceEndpoint,
      {
        input: async (world, caller) => {
          const bought = await boughtPlan(world, caller, 'pm_card_visa', twoCadences);
          if (isMember(caller)) {
            const token = world.people[caller].token;
            await api(world.t)('POST', `athlete/plans/${bought.planId}/switch_price`, token, {
              price_id: bought.yearlyPriceId,
            });
          }
          return { params: { id: bought.planId } };
        },
      },
    ],
  ];
}
