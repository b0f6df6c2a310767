import { eq } from 'drizzle-orm';
import {
  billingHistoryEndpoint,
  emailReceiptEndpoint,
  receiptEndpoint,
} from '@forma/contract/billing/billing.endpoints';
import type { EndpointDefinition } from '@forma/contract/common/endpoint';
import { users } from '../../src/modules/accounts/users.tables.ts';
import { payments } from '../../src/modules/purchase/paid/paid.tables.ts';
import { planMemberships } from '../../src/modules/purchase/purchase.tables.ts';
import { paidPlan, setDefaultCard } from '../paid-helpers.ts';
import { api } from '../programs-helpers.ts';
import { flushStripeEvents } from '../stripe-helpers.ts';
import { chargeable } from './paid-samples.ts';
import type { Sample } from './samples.ts';
import type { World } from './world.ts';

const paymentOfWorld = new WeakMap<World, Promise<number>>();

/**
 * A payment of the member client (whose address is confirmed) for a paid program of the world's
 * account, made once per world: every caller asks for this one, so only its client gets it.
 */
function memberPayment(world: World): Promise<number> {
  const made = paymentOfWorld.get(world) ?? pay(world);
  paymentOfWorld.set(world, made);
  return made;
}

async function pay(world: World): Promise<number> {
  const { owner, member_client: client } = world.people;
  await chargeable(world);
  const plan = await paidPlan(world.t, owner);
  await setDefaultCard(world.t, client, owner, 'pm_card_visa');
  const bought = await api(world.t)('POST', `stripe/plan/${plan.id}/buy`, client.token);
  if (bought.statusCode !== 200) throw new Error(`buy: ${bought.body}`);
  await flushStripeEvents(world.t);
  const db = world.t.database.db;
  await db.update(users).set({ confirmedAt: new Date() }).where(eq(users.id, client.private.id));
  const [payment] = await db
    .select({ id: payments.id })
    .from(payments)
    .innerJoin(planMemberships, eq(planMemberships.id, payments.membershipId))
    .where(eq(planMemberships.planId, plan.id));
  return payment!.id;
}

/** The history (a page query) and the member client's receipt, read and e-mailed. */
export function billingSamples(): [EndpointDefinition, Sample][] {
  const receiptParams = async (world: World) => ({ params: { id: await memberPayment(world) } });
  return [
    [billingHistoryEndpoint, { input: () => ({ query: { page: '1', per_page: '20' } }) }],
    [receiptEndpoint, { input: receiptParams }],
    [emailReceiptEndpoint, { input: receiptParams }],
  ];
}
