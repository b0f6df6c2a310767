import type Stripe from 'stripe';

export const DAY = 86_400;
/** 2026-01-31 09:00 UTC: a month end, so periods show Stripe's clamping. */
export const JAN_31 = Date.UTC(2026, 0, 31, 9) / 1000;

export type Subscriber = {
  clock: Stripe.TestHelpers.TestClock;
  customer: Stripe.Customer;
  /** The customer's default card, attached. */
  card: string;
};

/** A customer on a new test clock with a card of Stripe's test ids as its default. */
export async function subscriber(
  stripe: Stripe,
  options: { frozen_time?: number; card?: string; account?: string } = {},
): Promise<Subscriber> {
  const request = options.account ? { stripeAccount: options.account } : {};
  const clock = await stripe.testHelpers.testClocks.create(
    { frozen_time: options.frozen_time ?? JAN_31 },
    request,
  );
  const customer = await stripe.customers.create(
    { email: 'client@example.com', name: 'Client', test_clock: clock.id },
    request,
  );
  const card = await attachCard(stripe, customer.id, options.card ?? 'pm_card_visa', true, request);
  return { clock, customer, card };
}

/** Attaches one of Stripe's test cards; as the default for invoices when `makeDefault`. */
export async function attachCard(
  stripe: Stripe,
  customer: string,
  testId: string,
  makeDefault: boolean,
  request: Stripe.RequestOptions = {},
): Promise<string> {
  const method = await stripe.paymentMethods.attach(testId, { customer }, request);
  if (makeDefault) {
    await stripe.customers.update(
      customer,
      { invoice_settings: { default_payment_method: method.id } },
      request,
    );
  }
  return method.id;
}

/** A recurring price of a new product. */
export function createRecurringPrice(
  stripe: Stripe,
  unit_amount: number,
  recurring: Stripe.PriceCreateParams.Recurring = { interval: 'month' },
  request: Stripe.RequestOptions = {},
): Promise<Stripe.Price> {
  return stripe.prices.create(
    { currency: 'usd', unit_amount, recurring, product_data: { name: 'Coaching' } },
    request,
  );
}

/** Moves the subscriber's clock to `at`. */
export function advanceTo(
  stripe: Stripe,
  who: Subscriber,
  at: number,
  request: Stripe.RequestOptions = {},
): Promise<Stripe.TestHelpers.TestClock> {
  return stripe.testHelpers.testClocks.advance(who.clock.id, { frozen_time: at }, request);
}

/** The subscription's invoices, oldest first. */
export async function invoicesOf(
  stripe: Stripe,
  subscription: string,
  request: Stripe.RequestOptions = {},
): Promise<Stripe.Invoice[]> {
  const list = await stripe.invoices.list({ subscription, limit: 100 }, request);
  return [...list.data].reverse();
}

/** The PaymentIntent that pays an invoice, found as Forma finds it: through its payments. */
export async function intentOf(
  stripe: Stripe,
  invoice: string,
  request: Stripe.RequestOptions = {},
): Promise<Stripe.PaymentIntent> {
  const found = await stripe.invoices.retrieve(
    invoice,
    { expand: ['payments.data.payment.payment_intent'] },
    request,
  );
  const payment = found.payments!.data.find((item) => item.is_default)!;
  return payment.payment.payment_intent as Stripe.PaymentIntent;
}
