import type Stripe from 'stripe';
import type { Ctx } from '../../core/context.ts';
import { invalidRequest } from '../../core/errors.ts';
import { newId } from '../../core/ids.ts';
import { mergeMetadata } from '../../core/metadata.ts';
import { recordBalanceTransaction } from '../balance.ts';
import { PLATFORM_APPLICATION, type ApplicationFee } from './application-fees.ts';
import { formatAmount } from './amounts.ts';
import type { Charge } from './charges.ts';
import type { PaymentIntent } from './payment-intent.ts';

export type Refund = Stripe.Refund & { charge: string };

export type NewRefund = {
  charge?: string | undefined;
  payment_intent?: string | undefined;
  amount?: number | undefined;
  refund_application_fee?: boolean | undefined;
  reason?: 'duplicate' | 'fraudulent' | 'requested_by_customer' | undefined;
  metadata?: Record<string, string> | '' | undefined;
};

async function chargeToRefund(ctx: Ctx, input: NewRefund): Promise<Charge> {
  if (input.charge) {
    return ctx.store.get<Charge>('charge', input.charge, { forUpdate: true, param: 'charge' });
  }
  if (!input.payment_intent) {
    throw invalidRequest(
      'One of the following params should be provided for this request: charge or payment_intent.',
    );
  }
  const intent = await ctx.store.get<PaymentIntent>('payment_intent', input.payment_intent, {
    param: 'payment_intent',
  });
  if (intent.status !== 'succeeded' || !intent.latest_charge) {
    throw invalidRequest(
      `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`,
      'payment_intent',
      'charge_not_refundable',
    );
  }
  return ctx.store.get<Charge>('charge', intent.latest_charge, { forUpdate: true });
}

/** Stripe's rule: refunds together never exceed the charge. */
function checkAmount(charge: Charge, amount: number): void {
  if (charge.status !== 'succeeded') {
    throw invalidRequest(
      `Charge ${charge.id} has failed and cannot be refunded.`,
      'charge',
      'charge_not_refundable',
    );
  }
  if (charge.refunded || charge.amount_refunded >= charge.amount) {
    throw invalidRequest(
      `Charge ${charge.id} has already been refunded.`,
      'charge',
      'charge_already_refunded',
    );
  }
  if (amount <= 0) {
    throw invalidRequest('Invalid positive integer', 'amount', 'parameter_invalid_integer');
  }
  const left = charge.amount - charge.amount_refunded;
  if (amount > left) {
    const shown = formatAmount(amount, charge.currency);
    throw invalidRequest(
      charge.amount_refunded === 0
        ? `Refund amount (${shown}) is greater than charge amount (${formatAmount(charge.amount, charge.currency)})`
        : `Refund amount (${shown}) is greater than unrefunded amount on charge (${formatAmount(left, charge.currency)})`,
      'amount',
      'amount_too_large',
    );
  }
}

/**
 * Refunds all or part of a charge: the account's balance gives the amount back (Stripe keeps
 * its processing fee); with `refund_application_fee` the platform gives back its fee in
 * proportion, rounded down (the refund that completes the charge's gives back the rest).
 */
export async function refundCharge(ctx: Ctx, input: NewRefund): Promise<Refund> {
  const charge = await chargeToRefund(ctx, input);
  const amount = input.amount ?? charge.amount - charge.amount_refunded;
  checkAmount(charge, amount);
  const id = newId('re');
  const refundedNow = charge.amount_refunded + amount;
  const feeRefund =
    input.refund_application_fee && charge.application_fee
      ? await refundApplicationFee(ctx, charge, amount, refundedNow === charge.amount)
      : 0;
  const transaction = await recordBalanceTransaction(ctx, {
    amount: -amount,
    currency: charge.currency,
    type: 'refund',
    source: id,
    description: 'REFUND FOR CHARGE',
    fees: feeRefund
      ? [{ type: 'application_fee', amount: -feeRefund, application: PLATFORM_APPLICATION }]
      : [],
  });
  const refund: Refund = {
    id,
    object: 'refund',
    amount,
    balance_transaction: transaction.id,
    charge: charge.id,
    created: await ctx.now(charge.customer as string | null),
    currency: charge.currency,
    customer: charge.customer,
    customer_account: null,
    destination_details: {
      card: {
        reference: newId('x', 23).slice(2),
        reference_status: 'available',
        reference_type: 'acquirer_reference_number',
        type: 'refund',
      },
      type: 'card',
    },
    metadata: mergeMetadata({}, input.metadata),
    payment_intent: charge.payment_intent,
    payment_method: charge.payment_method,
    reason: input.reason ?? null,
    receipt_number: null,
    source_transfer_reversal: null,
    status: 'succeeded',
    transfer_reversal: null,
  };
  await ctx.store.insert(refund);
  const updated: Charge = {
    ...charge,
    amount_refunded: refundedNow,
    refunded: refundedNow === charge.amount,
  };
  await ctx.store.save(updated);
  await ctx.emit('refund.created', refund);
  await ctx.emit('charge.refunded', updated, {
    amount_refunded: charge.amount_refunded,
    refunded: charge.refunded,
  });
  return refund;
}

/** The platform's `fee_refund` for a refund of a connected account's charge. */
async function refundApplicationFee(
  ctx: Ctx,
  charge: Charge,
  amount: number,
  completes: boolean,
): Promise<number> {
  const platform = ctx.as(null);
  const fee = await platform.store.get<ApplicationFee>(
    'application_fee',
    charge.application_fee as string,
    { forUpdate: true },
  );
  const left = fee.amount - fee.amount_refunded;
  const share = completes
    ? left
    : Math.min(left, Math.floor((amount * fee.amount) / charge.amount));
  if (share <= 0) return 0;
  const id = newId('fr');
  const transaction = await recordBalanceTransaction(platform, {
    amount: -share,
    currency: fee.currency,
    type: 'application_fee_refund',
    source: id,
    description: null,
  });
  const feeRefund: Stripe.FeeRefund = {
    id,
    object: 'fee_refund',
    amount: share,
    balance_transaction: transaction.id,
    created: transaction.created,
    currency: fee.currency,
    fee: fee.id,
    metadata: {},
  };
  await platform.store.insert(feeRefund);
  const amountRefunded = fee.amount_refunded + share;
  const updated: ApplicationFee = {
    ...fee,
    amount_refunded: amountRefunded,
    refunded: amountRefunded === fee.amount,
    refunds: { ...fee.refunds, data: [feeRefund, ...fee.refunds.data] },
  };
  await platform.store.save(updated);
  await platform.emit('application_fee.refunded', updated, {
    amount_refunded: fee.amount_refunded,
    refunded: fee.refunded,
  });
  return share;
}
