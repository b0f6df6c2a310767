import { StripeApiError } from '../../core/errors.ts';

/** An amount in minor units as Stripe writes it in messages: `$10.00`, `€0.50`. */
export function formatAmount(amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: currency.toUpperCase(),
    }).format(amount / 100);
  } catch {
    return `${(amount / 100).toFixed(2)} ${currency}`;
  }
}

const MINIMUM: Record<string, number> = { gbp: 30, jpy: 50 };
const MAXIMUM = 99_999_999;

/** Stripe's bounds on a charge amount (at least 50 cents or its equivalent). */
export function checkChargeAmount(amount: number, currency: string): void {
  const minimum = MINIMUM[currency] ?? 50;
  if (amount < minimum) {
    throw new StripeApiError(
      400,
      'invalid_request_error',
      `Amount must be at least ${formatAmount(minimum, currency)} ${currency}`,
      { code: 'amount_too_small', param: 'amount' },
    );
  }
  if (amount > MAXIMUM) {
    throw new StripeApiError(
      400,
      'invalid_request_error',
      `Amount must be no more than ${formatAmount(MAXIMUM, currency)}`,
      { code: 'amount_too_large', param: 'amount' },
    );
  }
}
