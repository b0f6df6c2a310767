import type Stripe from 'stripe';

export type AccountHolder = {
  kind: 'individual' | 'company';
  country: string;
  email: string;
  firstName: string;
  lastName: string;
  /** The business's name (company). */
  name: string;
};

/**
 * A bank account of Stripe's testing page for the country: a GB sort code and account number, a
 * US routing number, or the country's test token.
 */
export function testBankAccount(country: string): Stripe.AccountUpdateParams['external_account'] {
  if (country === 'GB') {
    return {
      object: 'bank_account',
      country: 'GB',
      currency: 'gbp',
      routing_number: '108800',
      account_number: '00012345',
    };
  }
  if (country === 'US') return 'btok_us_verified';
  return `btok_${country.toLowerCase()}`;
}

const address = (country: string) =>
  country === 'US'
    ? { line1: 'address_full_match', city: 'San Francisco', postal_code: '94103', state: 'CA' }
    : { line1: 'address_full_match', city: 'London', postal_code: 'EC1A 1BB' };

/**
 * What a person gives on Stripe's hosted onboarding of a custom account, with the values
 * Stripe's Connect testing page verifies (id number 000000000, address_full_match): enough for
 * charges; with `bank`, for payouts too. The demo seed and the tests complete accounts with it.
 */
export function onboardingDetails(
  holder: AccountHolder,
  options: { bank: boolean },
): Stripe.AccountUpdateParams {
  const phone = holder.country === 'US' ? '+14155550123' : '+442071838750';
  const details: Stripe.AccountUpdateParams = {
    business_profile: {
      mcc: '7997',
      product_description: 'Online fitness coaching programs',
    },
    tos_acceptance: { date: Math.floor(Date.now() / 1000), ip: '127.0.0.1' },
  };
  if (holder.kind === 'company') {
    details.company = {
      name: holder.name,
      phone,
      tax_id: '000000000',
      address: { ...address(holder.country), country: holder.country },
    };
  } else {
    details.individual = {
      first_name: holder.firstName,
      last_name: holder.lastName,
      email: holder.email,
      phone,
      dob: { day: 1, month: 1, year: 1901 },
      address: { ...address(holder.country), country: holder.country },
      id_number: '000000000',
    };
  }
  if (options.bank) details.external_account = testBankAccount(holder.country);
  return details;
}
