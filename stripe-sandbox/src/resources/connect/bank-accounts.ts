import { createHash } from 'node:crypto';
import type Stripe from 'stripe';
import { invalidRequest, StripeApiError } from '../../core/errors.ts';
import { newId } from '../../core/ids.ts';
import { mergeMetadata } from '../../core/metadata.ts';
import { p } from '../../core/params.ts';
import { BANK_COUNTRIES, bankToken, defaultCurrency } from './bank-countries.ts';

export type BankAccount = Stripe.BankAccount & { account: string; metadata: Stripe.Metadata };

/** `external_account`: a bank account token, or the bank account's details. */
export const bankAccountParam = p.object({
  object: p.oneOf(['bank_account']),
  country: p.string(),
  currency: p.currency().optional(),
  account_number: p.string(),
  routing_number: p.string().optional(),
  account_holder_name: p.string().optional(),
  account_holder_type: p.oneOf(['individual', 'company']).optional(),
  metadata: p.metadata().optional(),
});

export type BankAccountInput =
  | string
  | {
      object: 'bank_account';
      country: string;
      currency?: string;
      account_number: string;
      routing_number?: string;
      account_holder_name?: string;
      account_holder_type?: 'individual' | 'company';
      metadata?: Record<string, string> | '';
    };

type Details = {
  country: string;
  currency: string;
  routing_number: string | null;
  account_number: string;
  account_holder_name: string | null;
  account_holder_type: string | null;
  verified: boolean;
  metadata: Record<string, string>;
};

const noRequirements = { currently_due: [], errors: [], past_due: [], pending_verification: [] };

function fromToken(token: string, param: string): Details {
  const known = bankToken(token);
  if (!known) {
    throw new StripeApiError(404, 'invalid_request_error', `No such token: '${token}'`, {
      code: 'resource_missing',
      param,
    });
  }
  return {
    ...known,
    currency: defaultCurrency(known.country),
    account_holder_name: null,
    account_holder_type: null,
    metadata: {},
  };
}

/** The details as the bank would take them, refused as Stripe refuses a malformed number. */
function fromDetails(input: Exclude<BankAccountInput, string>, param: string): Details {
  const country = input.country.toUpperCase();
  const spec = BANK_COUNTRIES[country];
  const accountNumber = input.account_number.replace(/[\s-]/g, '').toUpperCase();
  const routing = input.routing_number?.replace(/[\s-]/g, '') ?? '';
  if (spec?.routing && !spec.routing.test(routing)) {
    throw invalidRequest(
      routing
        ? `Invalid ${spec.routingLabel!.toLowerCase()}: ${input.routing_number}`
        : `Missing required param: ${param}[routing_number].`,
      `${param}[routing_number]`,
      routing ? 'routing_number_invalid' : 'parameter_missing',
    );
  }
  const accountPattern = spec?.account ?? /^[A-Z0-9]{4,34}$/;
  if (!accountPattern.test(accountNumber)) {
    throw invalidRequest(
      `Invalid ${(spec?.accountLabel ?? 'account number').replace(/^Account/, 'account')}: ${input.account_number}`,
      `${param}[account_number]`,
      'account_number_invalid',
    );
  }
  return {
    country,
    currency: input.currency ?? defaultCurrency(country),
    routing_number: spec?.routing ? (input.routing_number ?? null) : null,
    account_number: accountNumber,
    account_holder_name: input.account_holder_name || null,
    account_holder_type: input.account_holder_type ?? null,
    verified: false,
    metadata: mergeMetadata({}, input.metadata),
  };
}

/** A bank account of `account` for payouts, from a token or its details (not yet stored). */
export function newBankAccount(
  account: string,
  input: BankAccountInput,
  param = 'external_account',
): BankAccount {
  const details = typeof input === 'string' ? fromToken(input, param) : fromDetails(input, param);
  const fingerprint = createHash('sha256')
    .update(`${details.country}:${details.routing_number}:${details.account_number}`)
    .digest('base64url')
    .slice(0, 16);
  return {
    id: newId('ba'),
    object: 'bank_account',
    account,
    account_holder_name: details.account_holder_name,
    account_holder_type: details.account_holder_type,
    account_type: null,
    available_payout_methods: ['standard'],
    bank_name: 'STRIPE TEST BANK',
    country: details.country,
    currency: details.currency,
    default_for_currency: false,
    fingerprint,
    future_requirements: noRequirements,
    last4: details.account_number.slice(-4),
    metadata: details.metadata,
    requirements: noRequirements,
    routing_number: details.routing_number,
    status: details.verified ? 'verified' : 'new',
  };
}
