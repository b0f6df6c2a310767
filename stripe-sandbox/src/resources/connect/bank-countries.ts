/**
 * How each country's bank accounts look, and the test numbers of Stripe's Connect testing page:
 * a routing number (US routing number, UK sort code, Canadian transit-institution, Australian
 * BSB) with an account number, or an IBAN in the account number.
 */
export type BankCountry = {
  currency: string;
  /** What the routing number is called where a person types it; null: IBAN countries. */
  routingLabel: string | null;
  routing: RegExp | null;
  account: RegExp;
  accountLabel: string;
  test: { routing_number: string | null; account_number: string };
};

const iban = (test: string): BankCountry => ({
  currency: 'eur',
  routingLabel: null,
  routing: null,
  account: /^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/,
  accountLabel: 'IBAN',
  test: { routing_number: null, account_number: test },
});

export const BANK_COUNTRIES: Record<string, BankCountry> = {
  US: {
    currency: 'usd',
    routingLabel: 'Routing number',
    routing: /^\d{9}$/,
    account: /^\d{4,17}$/,
    accountLabel: 'Account number',
    test: { routing_number: '110000000', account_number: '000123456789' },
  },
  GB: {
    currency: 'gbp',
    routingLabel: 'Sort code',
    routing: /^\d{6}$/,
    account: /^\d{8}$/,
    accountLabel: 'Account number',
    test: { routing_number: '108800', account_number: '00012345' },
  },
  CA: {
    currency: 'cad',
    routingLabel: 'Transit and institution number',
    routing: /^\d{8}$/,
    account: /^\d{7,12}$/,
    accountLabel: 'Account number',
    test: { routing_number: '11000-000', account_number: '000123456789' },
  },
  AU: {
    currency: 'aud',
    routingLabel: 'BSB',
    routing: /^\d{6}$/,
    account: /^\d{5,9}$/,
    accountLabel: 'Account number',
    test: { routing_number: '110000', account_number: '000123456' },
  },
  AT: iban('AT611904300234573201'),
  BE: iban('BE62510007547061'),
  DE: iban('DE89370400440532013000'),
  ES: iban('ES0700120345030000067890'),
  FR: iban('FR1420041010050500013M02606'),
  IE: iban('IE29AIBK93115212345678'),
  IT: iban('IT60X0542811101000000123456'),
  NL: iban('NL39RABO0300065264'),
};

/** The currency an account or bank account of the country uses when none is given. */
export function defaultCurrency(country: string): string {
  return BANK_COUNTRIES[country.toUpperCase()]?.currency ?? 'usd';
}

/**
 * Stripe's test account numbers whose payouts fail (US, routing number 110000000), by the last
 * four digits Stripe keeps of them: the failure code and message a payout to them ends with.
 */
export const FAILING_ACCOUNTS: Record<string, { code: string; message: string }> = {
  '1116': {
    code: 'no_account',
    message:
      'The bank account details on file are probably incorrect. No bank account could be located with those details.',
  },
  '1113': { code: 'account_closed', message: 'The bank account has been closed.' },
  '2227': {
    code: 'insufficient_funds',
    message: 'Your Stripe account has insufficient funds to cover the payout.',
  },
  '3335': {
    code: 'debit_not_authorized',
    message: 'Debit transactions are not approved on the bank account.',
  },
  '0440': {
    code: 'invalid_currency',
    message: 'The bank was unable to process this payout because of its currency.',
  },
};

/** The bank account tokens of Stripe's testing page (`btok_us_verified`, `btok_gb`, ...). */
export function bankToken(token: string): {
  country: string;
  routing_number: string | null;
  account_number: string;
  verified: boolean;
} | null {
  const failing: Record<string, string> = {
    noAccount: '000111111116',
    accountClosed: '000111111113',
    insufficientFunds: '000222222227',
    debitNotAuthorized: '000333333335',
    invalidCurrency: '000444444440',
  };
  const match = /^btok_([a-z]{2})(_verified)?(?:_([A-Za-z]+))?$/.exec(token);
  if (!match) return null;
  const country = match[1]!.toUpperCase();
  const spec = BANK_COUNTRIES[country];
  if (!spec) return null;
  const variant = match[3];
  if (variant && (country !== 'US' || !failing[variant])) return null;
  return {
    country,
    routing_number: spec.test.routing_number,
    account_number: variant ? failing[variant]! : spec.test.account_number,
    verified: !!match[2],
  };
}
