import type Stripe from 'stripe';
import { newId } from '../../core/ids.ts';
import type { AccountCreate } from './account-params.ts';
import { defaultCurrency } from './bank-countries.ts';

export type Requirements = Stripe.Account.Requirements & {
  currently_due: string[];
  eventually_due: string[];
  past_due: string[];
  pending_verification: string[];
  errors: Stripe.Account.Requirements.Error[];
};

export type Person = Stripe.Person & {
  address: Stripe.Address;
  dob: Stripe.Person.Dob;
  metadata: Stripe.Metadata;
  verification: Stripe.Person.Verification;
};

export type Company = Stripe.Account.Company & { address: Stripe.Address };

/** A connected account as the sandbox stores it: Stripe's object with the parts it always has. */
export type Account = Stripe.Account & {
  created: number;
  country: string;
  default_currency: string;
  metadata: Stripe.Metadata;
  business_profile: Stripe.Account.BusinessProfile;
  capabilities: Record<string, 'active' | 'inactive' | 'pending'>;
  controller: Stripe.Account.Controller;
  requirements: Requirements;
  future_requirements: Stripe.Account.FutureRequirements;
  settings: Stripe.Account.Settings & { payouts: Stripe.Account.Settings.Payouts };
  tos_acceptance: Stripe.Account.TosAcceptance;
  individual?: Person;
  company?: Company;
};

export type AccountType = 'custom' | 'standard' | 'express';

export const emptyAddress = (): Stripe.Address => ({
  city: null,
  country: null,
  line1: null,
  line2: null,
  postal_code: null,
  state: null,
});

export const noRequirements = (): Requirements => ({
  alternatives: [],
  current_deadline: null,
  currently_due: [],
  disabled_reason: null,
  errors: [],
  eventually_due: [],
  past_due: [],
  pending_verification: [],
});

/** The account type a `controller` describes, as Stripe maps it onto the older `type`. */
export function typeOf(params: Pick<AccountCreate, 'type' | 'controller'>): AccountType {
  if (params.type) return params.type;
  const dashboard = params.controller?.stripe_dashboard?.type;
  if (dashboard === 'full') return 'standard';
  if (dashboard === 'express') return 'express';
  if (params.controller?.requirement_collection === 'stripe') return 'standard';
  return 'custom';
}

const controllers: Record<AccountType, Stripe.Account.Controller> = {
  custom: {
    type: 'application',
    is_controller: true,
    fees: { payer: 'application_custom' },
    losses: { payments: 'application' },
    requirement_collection: 'application',
    stripe_dashboard: { type: 'none' },
  },
  express: {
    type: 'application',
    is_controller: true,
    fees: { payer: 'application_express' },
    losses: { payments: 'application' },
    requirement_collection: 'stripe',
    stripe_dashboard: { type: 'express' },
  },
  standard: {
    type: 'application',
    is_controller: true,
    fees: { payer: 'account' },
    losses: { payments: 'stripe' },
    requirement_collection: 'stripe',
    stripe_dashboard: { type: 'full' },
  },
};

/** A new account before its parameters are applied: nothing known, everything due. */
export function blankAccount(type: AccountType, country: string, now: number): Account {
  return {
    id: newId('acct', 16),
    object: 'account',
    business_profile: {
      annual_revenue: null,
      estimated_worker_count: null,
      mcc: null,
      minority_owned_business_designation: null,
      name: null,
      product_description: null,
      specified_commercial_transactions_act_url: null,
      support_address: null,
      support_email: null,
      support_phone: null,
      support_url: null,
      url: null,
    },
    business_type: null,
    // Standard accounts get both capabilities; the others get what the platform requests.
    capabilities: type === 'standard' ? { card_payments: 'inactive', transfers: 'inactive' } : {},
    charges_enabled: false,
    controller: controllers[type],
    country,
    created: now,
    default_currency: defaultCurrency(country),
    details_submitted: false,
    email: null,
    future_requirements: noRequirements(),
    metadata: {},
    payouts_enabled: false,
    requirements: noRequirements(),
    settings: {
      branding: { icon: null, logo: null, primary_color: null, secondary_color: null },
      card_payments: {
        decline_on: { avs_failure: false, cvc_failure: false },
        statement_descriptor_prefix: null,
        statement_descriptor_prefix_kana: null,
        statement_descriptor_prefix_kanji: null,
      },
      dashboard: { display_name: null, timezone: 'Etc/UTC' },
      payments: {
        statement_descriptor: null,
        statement_descriptor_kana: null,
        statement_descriptor_kanji: null,
        statement_descriptor_prefix_kana: null,
        statement_descriptor_prefix_kanji: null,
      },
      // Stripe's default schedule for a new account: daily, two days behind.
      payouts: {
        debit_negative_balances: true,
        schedule: { delay_days: 2, interval: 'daily' },
        statement_descriptor: null,
      },
    },
    tos_acceptance: { date: null, ip: null, user_agent: null },
    type,
  };
}

export function blankPerson(account: string, now: number): Person {
  return {
    id: newId('person'),
    object: 'person',
    account,
    address: emptyAddress(),
    created: now,
    dob: { day: null, month: null, year: null },
    email: null,
    first_name: null,
    last_name: null,
    future_requirements: {
      alternatives: [],
      currently_due: [],
      errors: [],
      eventually_due: [],
      past_due: [],
      pending_verification: [],
    },
    id_number_provided: false,
    metadata: {},
    phone: null,
    relationship: {
      authorizer: false,
      director: false,
      executive: false,
      legal_guardian: false,
      owner: false,
      percent_ownership: null,
      representative: true,
      title: null,
    },
    requirements: null,
    ssn_last_4_provided: false,
    verification: {
      additional_document: { back: null, details: null, details_code: null, front: null },
      details: null,
      details_code: null,
      document: { back: null, details: null, details_code: null, front: null },
      status: 'unverified',
    },
  };
}

export function blankCompany(): Company {
  return {
    address: emptyAddress(),
    directors_provided: false,
    executives_provided: false,
    name: null,
    owners_provided: false,
    phone: null,
    tax_id_provided: false,
    verification: { document: { back: null, details: null, details_code: null, front: null } },
  };
}
