import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Sandbox } from '@forma/stripe-sandbox';
import { dayIn } from '@forma/contract/programs/days';
import type { AppContext } from '../../platform/context.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { permissionRules } from '../../permissions.ts';
import { users } from '../../modules/accounts/users.tables.ts';
import {
  ensureCustomer,
  onAccount,
  type CustomerRef,
} from '../../modules/cards/stripe-customer.ts';
import { saveAsDefault } from '../../modules/cards/save-card.ts';
import { findPlanByRef } from '../../modules/programs/programs.api.ts';
import { findConnectedAccount } from '../../modules/payouts/stripe-accounts.repository.ts';
import { findMembershipOf, loadPlanAccess } from '../../modules/purchase/plan-access.ts';
import { buyPaid } from '../../modules/purchase/paid/buy-paid.ts';
import { chargeOf } from '../../modules/purchase/paid/payment-sync/payment-sync.ts';

/** client@forma.test subscribed this long ago: the first month's payment and one renewal by now. */
const SUBSCRIBED_DAYS_AGO = 35;
const DAY_MS = 86_400_000;
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** The card form's card: a 4242 Visa, saved by the cards area as the default with the gym. */
async function saveDemoCard(ctx: AppContext, customer: CustomerRef, holder: string) {
  const card = await ctx.stripe.paymentMethods.create(
    {
      type: 'card',
      card: {
        number: '4242424242424242',
        exp_month: 12,
        exp_year: new Date().getUTCFullYear() + 3,
        cvc: '123',
      },
      billing_details: { name: holder },
    },
    onAccount(customer),
  );
  await saveAsDefault(ctx, customer, card.id);
}

/** The client's call as the buy route makes it, on the day it was made. */
function clientCall(ctx: AppContext, client: RequestContext['caller'], at: Date): RequestContext {
  return {
    ...ctx,
    caller: client,
    meta: { ip: '127.0.0.1', userAgent: 'Forma demo seed' },
    now: at,
    clientDay: dayIn(at, null),
    timeZone: 'UTC',
    permissions: permissionRules,
  };
}

/**
 * Stripe's clock has run since the purchase: each moment the subscription was due (a renewal at
 * its period's end, the invoice finalized and charged an hour later) is reached at its own time,
 * until the next one is still ahead.
 */
async function renewUntilNow(sandbox: Sandbox, ctx: AppContext, customer: CustomerRef, id: string) {
  for (;;) {
    const subscription = await ctx.stripe.subscriptions.retrieve(
      id,
      { expand: ['latest_invoice'] },
      onAccount(customer),
    );
    const invoice = subscription.latest_invoice as Stripe.Invoice;
    const due =
      invoice.status === 'draft'
        ? invoice.automatically_finalizes_at
        : invoice.status === 'open'
          ? invoice.next_payment_attempt
          : subscription.items.data[0]!.current_period_end;
    if (due === null || due > seconds(new Date())) return;
    await sandbox.at(due, () => sandbox.tick());
  }
}

/**
 * The demo data: client@forma.test pays for demo-paid monthly, bought about five weeks
 * ago through the product's own path (the cards area's customer and default card, the paid
 * purchase's Stripe price, subscription and membership rows) inside the in-process sandbox set to
 * that day, then renewed by the sandbox's clock up to now; the webhooks write both payments.
 * Bought without the 7-day trial: the history shows two payments (docs/decisions/purchase.md).
 * Sandbox in this process only, once.
 */
export async function seedDemoSubscription(ctx: AppContext): Promise<boolean> {
  const sandbox = ctx.payments.sandbox;
  if (ctx.payments.mode !== 'sandbox' || !sandbox) return false;
  const [client] = await ctx.db.select().from(users).where(eq(users.email, 'client@forma.test'));
  const plan = await findPlanByRef(ctx.db, 'demo-paid');
  if (!client || !plan || !(await findConnectedAccount(ctx.db, plan.accountId))) return false;
  if (await findMembershipOf(ctx.db, plan.id, client.id)) return false;

  const boughtAt = new Date(Date.now() - SUBSCRIBED_DAYS_AGO * DAY_MS);
  const rc = clientCall(ctx, { sessionId: 0, user: client }, boughtAt);
  const customer = await sandbox.at(seconds(boughtAt), async () => {
    const customer = await ensureCustomer(rc, client.id, plan.accountId);
    await saveDemoCard(rc, customer, `${client.firstName} ${client.lastName}`);
    const access = await loadPlanAccess(rc.db, rc.caller, plan.customUrl!, rc.clientDay);
    await buyPaid(rc, { ...access, plan: { ...access.plan, trialDays: null } }, {});
    return customer;
  });
  const membership = await findMembershipOf(ctx.db, plan.id, client.id);
  const charge = await chargeOf(ctx, membership!.id);
  await renewUntilNow(sandbox, ctx, customer, charge!.subscriptionId!);
  while ((await sandbox.deliverEvents()) > 0);
  return true;
}
