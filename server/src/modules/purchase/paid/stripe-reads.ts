import type Stripe from 'stripe';

/** The id of an expandable Stripe field. */
export const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === 'string' ? value : value.id;

/** A Stripe timestamp as the UTC day Forma stores. */
export const dayOf = (seconds: number | null | undefined): string | null =>
  seconds == null ? null : new Date(seconds * 1000).toISOString().slice(0, 10);

/** The membership a Stripe object was made for (its metadata), with the purchase attempt. */
export function membershipOf(metadata: Stripe.Metadata | null | undefined) {
  const id = Number(metadata?.membership_id);
  if (!Number.isInteger(id) || id <= 0) return null;
  const attempt = Number(metadata?.attempt);
  return { membershipId: id, attempt: Number.isInteger(attempt) ? attempt : null };
}

/** The PaymentIntent that pays an invoice (this API version names it in `payments`). */
export function invoiceIntentId(invoice: Stripe.Invoice): string | null {
  const payments = invoice.payments?.data ?? [];
  const latest = [...payments].sort((a, b) => b.created - a.created)[0];
  return idOf(latest?.payment.payment_intent ?? null);
}

/** Stripe's card refusal, or null for any other failure. */
export function cardErrorOf(error: unknown): Stripe.errors.StripeCardError | null {
  const type = (error as { type?: string } | null)?.type;
  return type === 'StripeCardError' ? (error as Stripe.errors.StripeCardError) : null;
}

/**
 * `invoices.pay` refusing because the payment did not go through (Stripe:
 * `invoice_payment_intent_requires_action`; the sandbox: 'This invoice could not be paid.').
 */
export function isPaymentRefusal(error: unknown): boolean {
  const e = error as { type?: string; statusCode?: number } | null;
  return e?.type === 'StripeInvalidRequestError' && (e.statusCode === 400 || e.statusCode === 402);
}
