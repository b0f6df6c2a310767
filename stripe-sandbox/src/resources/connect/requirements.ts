import type Stripe from 'stripe';
import { noRequirements, type Account, type Person } from './account-object.ts';

const DAY = 86_400;
/** Stripe's grace for a bank account once charges are enabled (spec: "within 21 days"). */
const EXTERNAL_ACCOUNT_GRACE_DAYS = 21;

const blank = (value: unknown) => value === null || value === undefined || value === '';

const personFields: Array<[string, (person: Person) => unknown]> = [
  ['address.city', (person) => person.address.city],
  ['address.line1', (person) => person.address.line1],
  ['address.postal_code', (person) => person.address.postal_code],
  ['dob.day', (person) => person.dob.day],
  ['dob.month', (person) => person.dob.month],
  ['dob.year', (person) => person.dob.year],
  ['email', (person) => person.email],
  ['first_name', (person) => person.first_name],
  ['last_name', (person) => person.last_name],
  ['phone', (person) => person.phone],
];

const companyFields: Array<[string, (company: NonNullable<Account['company']>) => unknown]> = [
  ['company.address.city', (company) => company.address.city],
  ['company.address.line1', (company) => company.address.line1],
  ['company.address.postal_code', (company) => company.address.postal_code],
  ['company.name', (company) => company.name],
  ['company.phone', (company) => company.phone],
  ['company.tax_id', (company) => (company.tax_id_provided ? true : null)],
];

/** What the account still has to give to take charges (all but `external_account`). */
function missingForCharges(account: Account): string[] {
  const due: string[] = [];
  const profile = account.business_profile;
  if (blank(profile.mcc)) due.push('business_profile.mcc');
  if (blank(profile.url) && blank(profile.product_description)) due.push('business_profile.url');
  if (!account.business_type) due.push('business_type');
  if (account.business_type && account.business_type !== 'individual') {
    for (const [name, read] of companyFields) {
      if (!account.company || blank(read(account.company))) due.push(name);
    }
  } else {
    for (const [name, read] of personFields) {
      if (!account.individual || blank(read(account.individual))) due.push(`individual.${name}`);
    }
  }
  if (!account.tos_acceptance.date) due.push('tos_acceptance.date');
  if (!account.tos_acceptance.ip) due.push('tos_acceptance.ip');
  return due;
}

const sorted = (fields: Iterable<string>) => [...new Set(fields)].sort();

function personState(person: Person, requirements: Stripe.Account.Requirements): Person {
  const prefix = 'individual.';
  const own = (fields: string[] | null) =>
    (fields ?? []).filter((field) => field.startsWith(prefix)).map((f) => f.slice(prefix.length));
  const errors = (requirements.errors ?? [])
    .filter((error) => error.requirement.startsWith(prefix))
    .map((error) => ({ ...error, requirement: error.requirement.slice(prefix.length) }));
  const identity = errors.find((error) => error.code === 'verification_failed_keyed_identity');
  const currentlyDue = own(requirements.currently_due);
  return {
    ...person,
    requirements: {
      alternatives: [],
      currently_due: currentlyDue,
      errors,
      eventually_due: own(requirements.eventually_due),
      past_due: own(requirements.past_due),
      pending_verification: [],
    },
    verification: {
      ...person.verification,
      status: currentlyDue.length === 0 ? 'verified' : 'unverified',
      details: identity?.reason ?? null,
      details_code: identity ? 'failed_keyed_identity' : null,
    },
  };
}

/**
 * The account's requirements and what they allow, recomputed from what it holds:
 * - everything a person must give is `currently_due`; what stops charges is also `past_due`
 *   (Stripe's state for a new account: the capabilities wait for it);
 * - `charges_enabled` once nothing is past due and no verification failed;
 * - `payouts_enabled` once charges are and a bank account is there; until then the bank
 *   account is due by `current_deadline`;
 * - a standard account's holder gives Stripe all of it on Stripe's page, so once its details
 *   are submitted nothing is due.
 */
export function withRequirements(
  account: Account,
  hasExternalAccount: boolean,
  now: number,
): Account {
  const errors = account.requirements.errors;
  const complete = account.type === 'standard' && account.details_submitted;
  const pastDue = complete
    ? []
    : sorted([...missingForCharges(account), ...errors.map((error) => error.requirement)]);
  const currentlyDue = complete
    ? []
    : sorted([...pastDue, ...(hasExternalAccount ? [] : ['external_account'])]);
  const chargesEnabled = pastDue.length === 0;
  const payoutsEnabled = chargesEnabled && (hasExternalAccount || complete);
  const graceOnly = currentlyDue.length > 0 && pastDue.length === 0;
  const requirements = {
    ...noRequirements(),
    alternatives: currentlyDue.includes('business_profile.url')
      ? [
          {
            alternative_fields_due: ['business_profile.product_description'],
            original_fields_due: ['business_profile.url'],
          },
        ]
      : [],
    current_deadline: graceOnly
      ? (account.requirements.current_deadline ?? now + EXTERNAL_ACCOUNT_GRACE_DAYS * DAY)
      : null,
    currently_due: currentlyDue,
    disabled_reason: pastDue.length ? ('requirements.past_due' as const) : null,
    errors: complete ? [] : errors,
    eventually_due: currentlyDue,
    past_due: pastDue,
  };
  const capabilities = Object.fromEntries(
    Object.keys(account.capabilities).map((name) => [
      name,
      chargesEnabled ? ('active' as const) : ('inactive' as const),
    ]),
  );
  return {
    ...account,
    requirements,
    capabilities,
    charges_enabled: chargesEnabled,
    payouts_enabled: payoutsEnabled,
    // Stripe's "the person went through onboarding": sticky once the details are all in.
    details_submitted: account.details_submitted || (account.type !== 'standard' && chargesEnabled),
    ...(account.individual ? { individual: personState(account.individual, requirements) } : {}),
  };
}
