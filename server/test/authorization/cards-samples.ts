import type { Caller, EndpointDefinition } from '@forma/contract/common/endpoint';
import {
  addCardEndpoint,
  addCardTokenEndpoint,
  cardInitEndpoint,
  cardTokensInitEndpoint,
  listCardsEndpoint,
  removeCardEndpoint,
  replaceCardEndpoint,
  updateCardEndpoint,
  updateCardTokenEndpoint,
} from '@forma/contract/cards/cards.endpoints';
import { browserCard } from '../card-helpers.ts';
import { paidPlan } from '../paid-helpers.ts';
import { api } from '../programs-helpers.ts';
import { connectStripe, stripeRowOf } from '../stripe-helpers.ts';
import type { Sample } from './samples.ts';
import { tokenOf, type World } from './world.ts';

/**
 * The world's account connected to Stripe and taking charges, selling a paid program (a client
 * has a customer only with a coach who sells them one): made once.
 */
async function chargingAccount(world: World): Promise<string> {
  const row = await stripeRowOf(world.t, world.accountId);
  if (row?.stripeAccountId && row.chargesEnabled) return row.stripeAccountId;
  const account = await connectStripe(world.t, world.people.owner, { onboarded: 'everything' });
  await paidPlan(world.t, world.people.owner);
  return account;
}

/** A new card on the world's connected account, not yet saved to anyone. */
async function newCard(world: World) {
  return browserCard(world.t, await chargingAccount(world));
}

/** A card saved by the caller with the world's account (any id for a caller who is no client). */
async function savedCard(world: World, caller: Caller): Promise<string> {
  const token = tokenOf(world, caller);
  const person =
    caller === 'anonymous' ? null : world.people[caller === 'blocked_owner' ? 'owner' : caller];
  if (!token || person?.private.role !== 'user') return 'pm_not_theirs';
  const card = await newCard(world);
  const answer = await api(world.t)('POST', 'stripe/card', token, {
    card: { token: card },
    coach_id: world.accountId,
  });
  if (answer.statusCode !== 200) throw new Error(`stripe/card: ${answer.body}`);
  return card;
}

/**
 * The cards calls with the world's account taking charges: each client caller saves its own
 * cards there first, so the call does its work for whoever may make it.
 */
export function cardsSamples(): [EndpointDefinition, Sample][] {
  const coachQuery = async (world: World) => {
    await chargingAccount(world);
    return { query: { coach_id: String(world.accountId) } };
  };
  const update = {
    input: async (world: World, caller: Caller) => ({
      params: { card_id: await savedCard(world, caller) },
      body: { billing_details: { name: 'Ada Lovelace' } },
    }),
  };
  return [
    [cardInitEndpoint, { input: coachQuery }],
    [cardTokensInitEndpoint, { input: coachQuery }],
    [listCardsEndpoint, { input: coachQuery }],
    [
      addCardEndpoint,
      {
        input: async (world) => ({
          body: { card: { token: await newCard(world) }, coach_id: world.accountId },
        }),
      },
    ],
    [
      addCardTokenEndpoint,
      {
        input: async (world) => ({
          body: { payment_method_id: await newCard(world), coach_id: world.accountId },
        }),
      },
    ],
    [
      replaceCardEndpoint,
      {
        input: async (world, caller) => ({
          body: {
            coach_id: world.accountId,
            remove_card_id: await savedCard(world, caller),
            payment_method_id: await newCard(world),
          },
        }),
      },
    ],
    [updateCardEndpoint, update],
    [updateCardTokenEndpoint, update],
    [
      removeCardEndpoint,
      {
        input: async (world, caller) => {
          // The first of two cards: not the default, which no subscription charges anyway.
          const card = await savedCard(world, caller);
          await savedCard(world, caller);
          return { params: { card_id: card } };
        },
      },
    ],
  ];
}
