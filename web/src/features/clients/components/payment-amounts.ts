import { dayIn } from '@forma/contract/programs/days';
import { showDay } from '../../../lib/show-day';

/*
 * A client's last payment carries its amount formatted by the server ('$49.00') but not its
 * currency: other amounts of that payment are written the same way, with two decimals.
 */

const NUMBER = /\d(?:[\d,.\s]*\d)?/;

/** The currency sign of a formatted amount: '$' of '$49.00', '€' of '49,00 €'. */
export const currencySign = (formatted: string) => formatted.replace(/[\d.,\s]/g, '');

/** Minor units written like `formatted`: (2500, '$49.00') -> '$25.00'. */
export function formatLike(formatted: string, minor: number): string {
  const major = (minor / 100).toLocaleString('en', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return NUMBER.test(formatted) ? formatted.replace(NUMBER, major) : major;
}

/** Major units with up to two decimals as minor units (19.99 -> 1999). */
export const toMinorUnits = (major: number) => Math.round(major * 100);

/** The day of a payment (an instant or a day) as DD/MM/YYYY. */
export const paymentDay = (paidAt: string) =>
  showDay(/^\d{4}-\d{2}-\d{2}$/.test(paidAt) ? paidAt : dayIn(new Date(paidAt)));
