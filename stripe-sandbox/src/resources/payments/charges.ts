import type Stripe from 'stripe';
import type { Ctx } from '../../core/context.ts';
import { newId } from '../../core/ids.ts';
import { mergeMetadata } from '../../core/metadata.ts';
import { createdRange, listParams, p } from '../../core/params.ts';
import { route, type SandboxModule } from '../../core/route.ts';
import { AVAILABLE_AFTER_DAYS, DAY, processingFee, recordBalanceTransaction } from '../balance.ts';
import { cardBehind, type PaymentMethod } from '../payment-methods/card.ts';
import type { Decline } from '../payment-methods/test-cards.ts';
import { PLATFORM_APPLICATION, recordApplicationFee } from './application-fees.ts';

export type Charge = Stripe.Charge & { payment_intent: string | null };

const OBJECT = 'charge';

type Payment = {
  amount: number;
  currency: string;
  customer: string | null;
  description: string | null;
  metadata: Record<string, string>;
  receipt_email: string | null;
  application_fee_amount: number | null;
  payment_intent: string;
};

/**
 * One attempt to charge a card: a succeeded charge with its balance transaction (and the
 * platform's application fee on a connected account), or a failed one Stripe keeps with the
 * decline's code and message. Events `charge.succeeded` / `charge.failed`.
 */
export async function recordCharge(
  ctx: Ctx,
  payment: Payment,
  method: PaymentMethod,
  decline: Decline | null,
  authenticated: boolean,
): Promise<Charge> {
  const now = await ctx.now(payment.customer);
  const id = newId('ch');
  const succeeded = !decline;
  let balanceTransaction: string | null = null;
  let applicationFee: string | null = null;
  if (succeeded) {
    const realNow = await ctx.now();
    const availableOn = cardBehind(method).availableAtOnce
      ? realNow
      : realNow + AVAILABLE_AFTER_DAYS * DAY;
    const feeAmount = ctx.account ? (payment.application_fee_amount ?? 0) : 0;
    if (feeAmount > 0) {
      applicationFee = (
        await recordApplicationFee(
          ctx,
          { id, amount: payment.amount, currency: payment.currency },
          feeAmount,
          availableOn,
        )
      ).id;
    }
    const transaction = await recordBalanceTransaction(ctx, {
      amount: payment.amount,
      currency: payment.currency,
      type: 'charge',
      source: id,
      description: payment.description,
      created: realNow,
      available_on: availableOn,
      fees: [
        { type: 'stripe_fee', amount: processingFee(payment.amount) },
        ...(feeAmount > 0
          ? [
              {
                type: 'application_fee' as const,
                amount: feeAmount,
                application: PLATFORM_APPLICATION,
              },
            ]
          : []),
      ],
    });
    balanceTransaction = transaction.id;
  }
  const card = method.card;
  const charge: Charge = {
    id,
    object: 'charge',
    amount: payment.amount,
    amount_captured: succeeded ? payment.amount : 0,
    amount_refunded: 0,
    application: ctx.account && payment.application_fee_amount ? PLATFORM_APPLICATION : null,
    application_fee: applicationFee,
    application_fee_amount: ctx.account ? payment.application_fee_amount : null,
    balance_transaction: balanceTransaction,
    billing_details: method.billing_details,
    calculated_statement_descriptor: 'SANDBOX',
    captured: succeeded,
    created: now,
    currency: payment.currency,
    customer: payment.customer,
    description: payment.description,
    disputed: false,
    failure_balance_transaction: null,
    failure_code: decline?.code ?? null,
    failure_message: decline?.message ?? null,
    fraud_details: {},
    livemode: false,
    metadata: payment.metadata,
    on_behalf_of: null,
    outcome: decline
      ? {
          advice_code: null,
          network_advice_code: null,
          network_decline_code: null,
          network_status: 'declined_by_network',
          reason: decline.decline_code,
          risk_level: 'normal',
          risk_score: 20,
          seller_message: 'The bank did not return any further details with this decline.',
          type: 'issuer_declined',
        }
      : {
          advice_code: null,
          network_advice_code: null,
          network_decline_code: null,
          network_status: 'approved_by_network',
          reason: null,
          risk_level: 'normal',
          risk_score: 20,
          seller_message: 'Payment complete.',
          type: 'authorized',
        },
    paid: succeeded,
    payment_intent: payment.payment_intent,
    payment_method: method.id,
    payment_method_details: {
      card: {
        amount_authorized: succeeded ? payment.amount : null,
        authorization_code: succeeded ? newId('x', 6).slice(2) : null,
        brand: card.brand,
        checks: { ...card.checks!, cvc_check: card.checks?.cvc_check ? 'pass' : null },
        country: card.country,
        electronic_commerce_indicator: null,
        exp_month: card.exp_month,
        exp_year: card.exp_year,
        fingerprint: card.fingerprint ?? null,
        funding: card.funding,
        installments: null,
        last4: card.last4,
        mandate: null,
        network: card.brand,
        network_token: { used: false },
        network_transaction_id: succeeded ? newId('x', 15).slice(2) : null,
        regulated_status: 'unregulated',
        three_d_secure: authenticated
          ? {
              authentication_flow: 'challenge',
              electronic_commerce_indicator: '05',
              exemption_indicator: null,
              result: 'authenticated',
              result_reason: null,
              transaction_id: newId('x', 36).slice(2),
              version: '2.2.0',
            }
          : null,
        transaction_link_id: null,
        wallet: null,
      },
      type: 'card',
    },
    radar_options: {},
    receipt_email: payment.receipt_email,
    receipt_number: null,
    receipt_url: succeeded ? `${ctx.settings.publicUrl}/sandbox/receipts/${id}` : null,
    refunded: false,
    review: null,
    shipping: null,
    source: null,
    source_transfer: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: succeeded ? 'succeeded' : 'failed',
    transfer_data: null,
    transfer_group: null,
  };
  await ctx.store.insert(charge);
  await ctx.emit(succeeded ? 'charge.succeeded' : 'charge.failed', charge);
  return charge;
}

/** Charges: read and listed; made only by confirming a PaymentIntent. */
export const charges: SandboxModule = {
  routes: [
    route({
      method: 'GET',
      path: '/v1/charges/:id',
      params: p.object({ expand: p.expand().optional() }),
      handler: (ctx, _params, path) => ctx.store.get(OBJECT, path.id!),
    }),
    route({
      method: 'POST',
      path: '/v1/charges/:id',
      params: p.object({
        description: p.string().optional(),
        metadata: p.metadata().optional(),
        receipt_email: p.string().optional(),
        expand: p.expand().optional(),
      }),
      handler: async (ctx, params, path) => {
        const charge = await ctx.store.get<Charge>(OBJECT, path.id!, { forUpdate: true });
        const previous: Record<string, unknown> = {};
        const next: Charge = { ...charge };
        if (params.description !== undefined) {
          previous.description = charge.description;
          next.description = params.description || null;
        }
        if (params.receipt_email !== undefined) {
          previous.receipt_email = charge.receipt_email;
          next.receipt_email = params.receipt_email || null;
        }
        if (params.metadata !== undefined) {
          previous.metadata = charge.metadata;
          next.metadata = mergeMetadata(charge.metadata, params.metadata);
        }
        await ctx.store.save(next);
        await ctx.emit('charge.updated', next, previous);
        return next;
      },
    }),
    route({
      method: 'GET',
      path: '/v1/charges',
      params: p.object({
        ...listParams,
        customer: p.string().optional(),
        payment_intent: p.string().optional(),
        transfer_group: p.string().optional(),
      }),
      handler: (ctx, params) =>
        ctx.store.list(OBJECT, '/v1/charges', {
          limit: params.limit,
          starting_after: params.starting_after,
          ending_before: params.ending_before,
          created: createdRange(params.created),
          where: { customer: params.customer, payment_intent: params.payment_intent },
        }),
    }),
  ],
};
