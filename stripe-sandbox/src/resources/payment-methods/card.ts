import { createHash } from 'node:crypto';
import type Stripe from 'stripe';
import type { Ctx } from '../../core/context.ts';
import { StripeApiError } from '../../core/errors.ts';
import { newId } from '../../core/ids.ts';
import { mergeMetadata } from '../../core/metadata.ts';
import { passesLuhn, testCard, TEST_CARDS, type Decline, type TestCard } from './test-cards.ts';

export type PaymentMethod = Stripe.PaymentMethod & { card: Stripe.PaymentMethod.Card };

/** Stripe's card fingerprint: the same number always gives the same value. */
export function fingerprintOf(number: string): string {
  return createHash('sha256').update(`card:${number}`).digest('base64url').slice(0, 16);
}

const byFingerprint = new Map(TEST_CARDS.map((card) => [fingerprintOf(card.number), card]));

/** The test card behind a PaymentMethod (its number is kept only as a fingerprint, as Stripe). */
export function cardBehind(method: PaymentMethod): TestCard {
  const fingerprint = method.card.fingerprint ?? '';
  return (
    byFingerprint.get(fingerprint) ?? {
      ...testCard('4242424242424242'),
      brand: method.card.brand as TestCard['brand'],
    }
  );
}

/** A `card_error` (402) as Stripe sends a refused card. */
export function cardError(decline: Decline, extra: Record<string, unknown> = {}): StripeApiError {
  return new StripeApiError(402, 'card_error', decline.message, {
    code: decline.code,
    decline_code: decline.decline_code,
    doc_url: `https://stripe.com/docs/error-codes/${decline.code.replace(/_/g, '-')}`,
    ...(decline.param ? { param: decline.param } : {}),
    ...extra,
  });
}

function invalidCard(code: string, message: string, param: string): StripeApiError {
  return new StripeApiError(402, 'card_error', message, { code, param });
}

export type CardInput = {
  number: string;
  exp_month: number;
  exp_year: number;
  cvc?: string | undefined;
};

export type BillingInput = {
  address?: Partial<Stripe.Address> | undefined;
  email?: string | undefined;
  name?: string | undefined;
  phone?: string | undefined;
};

const emptyAddress: Stripe.Address = {
  city: null,
  country: null,
  line1: null,
  line2: null,
  postal_code: null,
  state: null,
};

export function billingDetails(
  current: Stripe.PaymentMethod.BillingDetails | null,
  input: BillingInput = {},
): Stripe.PaymentMethod.BillingDetails {
  const base = current ?? { address: null, email: null, name: null, phone: null, tax_id: null };
  return {
    ...base,
    address: input.address ? { ...emptyAddress, ...base.address, ...input.address } : base.address,
    email: input.email ?? base.email,
    name: input.name ?? base.name,
    phone: input.phone ?? base.phone,
  };
}

/** Refuses what Stripe refuses of a card's expiry (a two-digit year counts from 2000). */
export function checkExpiry(month: number, year: number, now: number, prefix = 'card'): number {
  const fullYear = year < 100 ? 2000 + year : year;
  const today = new Date(now * 1000);
  if (month < 1 || month > 12) {
    throw invalidCard(
      'invalid_expiry_month',
      "Your card's expiration month is invalid.",
      `${prefix}[exp_month]`,
    );
  }
  if (fullYear < today.getUTCFullYear() || fullYear > today.getUTCFullYear() + 50) {
    throw invalidCard(
      'invalid_expiry_year',
      "Your card's expiration year is invalid.",
      `${prefix}[exp_year]`,
    );
  }
  if (fullYear === today.getUTCFullYear() && month < today.getUTCMonth() + 1) {
    throw invalidCard(
      'invalid_expiry_month',
      "Your card's expiration month is invalid.",
      `${prefix}[exp_month]`,
    );
  }
  return fullYear;
}

/** A new card PaymentMethod from a number, refusing a number or expiry Stripe would refuse. */
export async function newCardPaymentMethod(
  ctx: Ctx,
  card: CardInput,
  billing: BillingInput = {},
  metadata: Record<string, string> = {},
): Promise<PaymentMethod> {
  const number = card.number.replace(/[\s-]/g, '');
  if (!passesLuhn(number)) {
    throw invalidCard('incorrect_number', 'Your card number is incorrect.', 'card[number]');
  }
  const now = await ctx.now();
  const expYear = checkExpiry(card.exp_month, card.exp_year, now);
  if (card.cvc !== undefined && !/^\d{3,4}$/.test(card.cvc)) {
    throw invalidCard('invalid_cvc', "Your card's security code is invalid.", 'card[cvc]');
  }
  const behaviour = testCard(number);
  const method: PaymentMethod = {
    id: newId('pm'),
    object: 'payment_method',
    allow_redisplay: 'unspecified',
    billing_details: billingDetails(null, billing),
    card: {
      brand: behaviour.brand,
      checks: {
        address_line1_check: null,
        address_postal_code_check: null,
        cvc_check: card.cvc ? 'unchecked' : null,
      },
      country: behaviour.country,
      display_brand: behaviour.brand,
      exp_month: card.exp_month,
      exp_year: expYear,
      fingerprint: fingerprintOf(number),
      funding: behaviour.funding,
      generated_from: null,
      last4: number.slice(-4),
      networks: { available: [behaviour.brand], preferred: null },
      regulated_status: 'unregulated',
      three_d_secure_usage: { supported: true },
      wallet: null,
    },
    created: now,
    customer: null,
    customer_account: null,
    livemode: false,
    metadata,
    type: 'card',
  };
  await ctx.store.insert(method);
  return method;
}

/** A card given inline (`payment_method_data`), made into a PaymentMethod. */
export type PaymentMethodData = {
  type: 'card';
  card: CardInput;
  billing_details?: BillingInput | undefined;
  metadata?: Record<string, string> | '' | undefined;
};

export async function paymentMethodFromData(
  ctx: Ctx,
  data: PaymentMethodData,
): Promise<PaymentMethod> {
  return newCardPaymentMethod(
    ctx,
    data.card,
    data.billing_details,
    mergeMetadata({}, data.metadata),
  );
}
