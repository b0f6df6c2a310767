import { sandboxCardTexts as t } from '../../cards.messages';

// How the sandbox's card fields read, format and judge what is typed: the behaviour of Stripe's
// Payment Element (grouped digits, "MM / YY", a card is complete only when it could be charged).

const MAX_DIGITS = 19;

export const digitsOf = (value: string, max = MAX_DIGITS) => value.replace(/\D/g, '').slice(0, max);

const isAmex = (digits: string) => /^3[47]/.test(digits);

/** Digits a complete number of this brand has at least (Amex 15, Diners International 14). */
const minimumLength = (digits: string) => (isAmex(digits) ? 15 : /^36/.test(digits) ? 14 : 16);

/** The card number as it is shown: groups of four (Amex: 4 6 5). */
export function formatCardNumber(value: string): string {
  const digits = digitsOf(value, isAmex(digitsOf(value)) ? 15 : MAX_DIGITS);
  const groups = isAmex(digits)
    ? [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10)]
    : (digits.match(/.{1,4}/g) ?? []);
  return groups.filter(Boolean).join(' ');
}

/** The Luhn check every card number passes. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

export function cardNumberError(value: string): string | null {
  const digits = digitsOf(value);
  if (digits.length < minimumLength(digits)) return t.numberIncomplete;
  return passesLuhn(digits) ? null : t.numberInvalid;
}

/** The expiry as it is shown, "MM / YY"; a first digit above 1 is a month of its own ("4" → "04"). */
export function formatExpiry(value: string): string {
  let digits = digitsOf(value, 4);
  if (/^[2-9]/.test(digits)) digits = `0${digits}`.slice(0, 4);
  return digits.length <= 2 ? digits : `${digits.slice(0, 2)} / ${digits.slice(2)}`;
}

/** Month and four-digit year of a complete "MM / YY", or null. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const digits = digitsOf(value, 4);
  if (digits.length !== 4) return null;
  const month = Number(digits.slice(0, 2));
  if (month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(digits.slice(2)) };
}

export function expiryError(value: string, today = new Date()): string | null {
  const expiry = parseExpiry(value);
  if (!expiry) return t.expiryIncomplete;
  const ends = expiry.year * 12 + expiry.month;
  const now = today.getFullYear() * 12 + today.getMonth() + 1;
  return ends < now ? t.expiryPast : null;
}

/** Amex has four security digits, the others three. */
export const cvcLength = (cardNumber: string) => (isAmex(digitsOf(cardNumber)) ? 4 : 3);

export function cvcError(cvc: string, cardNumber: string): string | null {
  return digitsOf(cvc, 4).length < cvcLength(cardNumber) ? t.cvcIncomplete : null;
}
