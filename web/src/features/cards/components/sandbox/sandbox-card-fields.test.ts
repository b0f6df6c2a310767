import { describe, expect, it } from 'vitest';
import {
  cardNumberError,
  cvcError,
  expiryError,
  formatCardNumber,
  formatExpiry,
  parseExpiry,
  passesLuhn,
} from './sandbox-card-fields';

const today = new Date(2026, 10, 24);

describe('the sandbox card fields', () => {
  it('groups a card number by four, Amex 4 6 5, at most 19 digits', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242 42a42')).toBe('4242 4242');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('3782822463100051')).toBe('3782 822463 10005');
    expect(formatCardNumber('62055000000000000041234')).toBe('6205 5000 0000 0000 004');
  });

  it('takes Stripe’s test numbers and refuses numbers that are short or fail the Luhn check', () => {
    for (const number of [
      '4242424242424242',
      '4000000000000002',
      '4000000000009995',
      '4000000000000341',
      '4000002500003155',
      '4000002760003184',
      '378282246310005',
      '36227206271667',
    ]) {
      expect(passesLuhn(number)).toBe(true);
      expect(cardNumberError(number)).toBeNull();
    }
    expect(cardNumberError('4242 4242 4242 4241')).toBe('Your card number is invalid.');
    expect(cardNumberError('4242 4242 4242')).toBe('Your card number is incomplete.');
    expect(cardNumberError('')).toBe('Your card number is incomplete.');
  });

  it('reads an expiry as MM / YY in the future', () => {
    expect(formatExpiry('1234')).toBe('12 / 34');
    expect(formatExpiry('4')).toBe('04');
    expect(formatExpiry('429')).toBe('04 / 29');
    expect(parseExpiry('12 / 34')).toEqual({ month: 12, year: 2034 });
    expect(parseExpiry('13 / 34')).toBeNull();
    expect(expiryError('11 / 26', today)).toBeNull();
    expect(expiryError('10 / 26', today)).toBe('Your card’s expiration date is in the past.');
    expect(expiryError('12 / 3', today)).toBe('Your card’s expiration date is incomplete.');
  });

  it('wants four security digits for Amex and three for the others', () => {
    expect(cvcError('123', '4242424242424242')).toBeNull();
    expect(cvcError('12', '4242424242424242')).toBe('Your card’s security code is incomplete.');
    expect(cvcError('123', '378282246310005')).toBe('Your card’s security code is incomplete.');
    expect(cvcError('1234', '378282246310005')).toBeNull();
  });
});
