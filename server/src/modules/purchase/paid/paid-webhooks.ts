import type Stripe from 'stripe';
import type {
  StripeWebhookHandler,
  StripeWebhookHandlers,
} from '../../../platform/stripe/webhook-handlers.ts';
import {
  recordIntentPayment,
  syncPaymentIntent,
  syncSubscription,
} from './payment-sync/payment-sync.ts';
import { tellOfFailedRenewal } from './missed-payment-mails.ts';
import { chargeRefunded } from './refunds.ts';
import { idOf, invoiceIntentId } from './stripe-reads.ts';

/** Subscriptions: the membership follows the subscription as Stripe has it now. */
const subscriptionChanged: StripeWebhookHandler = async (ctx, event) => {
  if (!event.account) return;
  const subscription = event.data.object as Stripe.Subscription;
  await syncSubscription(ctx, event.account, subscription.id);
};

/** Invoices: the membership, the invoice's payment recorded, a failed renewal told. */
const invoiceSettled: StripeWebhookHandler = async (ctx, event) => {
  if (!event.account) return;
  const stripeAccount = event.account;
  const invoice = await ctx.stripe.invoices.retrieve(
    (event.data.object as Stripe.Invoice).id!,
    { expand: ['payments'] },
    { stripeAccount },
  );
  const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription ?? null);
  if (!subscriptionId) return;
  const membership = await syncSubscription(ctx, stripeAccount, subscriptionId);
  const intentId = invoiceIntentId(invoice);
  if (membership && intentId) {
    await recordIntentPayment(ctx, stripeAccount, membership, intentId, invoice.id!);
  }
  if (membership) await tellOfFailedRenewal(ctx, membership, invoice);
};

/** One-off payments (Fixed Length): the membership follows its PaymentIntent. */
const intentSettled: StripeWebhookHandler = async (ctx, event) => {
  if (!event.account) return;
  const intent = event.data.object as Stripe.PaymentIntent;
  if (!intent.metadata?.membership_id) return;
  await syncPaymentIntent(ctx, event.account, intent.id);
};

/** The events that move a paid membership or record its payments. */
export const paidWebhookHandlers: StripeWebhookHandlers = {
  'customer.subscription.created': [subscriptionChanged],
  'customer.subscription.updated': [subscriptionChanged],
  'customer.subscription.deleted': [subscriptionChanged],
  'invoice.paid': [invoiceSettled],
  'invoice.payment_failed': [invoiceSettled],
  'payment_intent.succeeded': [intentSettled],
  'payment_intent.payment_failed': [intentSettled],
  'payment_intent.canceled': [intentSettled],
  'charge.refunded': [chargeRefunded],
};
