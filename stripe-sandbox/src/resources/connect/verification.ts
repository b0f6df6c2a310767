import type Stripe from 'stripe';
import type { AccountUpdate } from './account-params.ts';

type RequirementError = Stripe.Account.Requirements.Error;

/**
 * Identity checks with the test values of Stripe's Connect testing page. Stripe checks what it
 * is given when it is given, and an error stands until the field is given again:
 * - `id_number` 000000000 verifies, 111111111 fails (`verification_failed_keyed_identity`);
 * - address `line1` `address_full_match` verifies, `address_no_match` fails;
 * - company `tax_id` 000000000 verifies, 111111111 fails (`verification_failed_tax_id_match`).
 * Other values are accepted (dob 1901-01-01, the testing page's match, like any other date).
 */
const checks: Array<{
  requirement: string;
  value: (update: AccountUpdate) => string | undefined;
  failing: string;
  code: Stripe.Account.Requirements.Error.Code;
  reason: string;
}> = [
  {
    requirement: 'individual.id_number',
    value: (update) => update.individual?.id_number,
    failing: '111111111',
    code: 'verification_failed_keyed_identity',
    reason:
      'The identity information you entered cannot be verified. Please correct any errors or upload a document that matches the identity fields (e.g., name and date of birth) that you entered.',
  },
  {
    requirement: 'individual.address.line1',
    value: (update) => update.individual?.address?.line1,
    failing: 'address_no_match',
    code: 'verification_failed_address_match',
    reason:
      'The address you entered could not be verified. Please correct any errors or upload a document that matches the address you entered.',
  },
  {
    requirement: 'company.tax_id',
    value: (update) => update.company?.tax_id,
    failing: '111111111',
    code: 'verification_failed_tax_id_match',
    reason:
      'The tax ID you entered does not match the business name on record. Please correct the name or the tax ID, or upload a document showing both.',
  },
  {
    requirement: 'company.address.line1',
    value: (update) => update.company?.address?.line1,
    failing: 'address_no_match',
    code: 'verification_failed_address_match',
    reason:
      'The address you entered could not be verified. Please correct any errors or upload a document that matches the address you entered.',
  },
];

/** The verification errors after an update: rechecked for what it gives, kept for the rest. */
export function verificationErrors(
  current: RequirementError[],
  update: AccountUpdate,
): RequirementError[] {
  let errors = current;
  for (const check of checks) {
    const value = check.value(update);
    if (value === undefined) continue;
    errors = errors.filter((error) => error.requirement !== check.requirement);
    if (value.trim() === check.failing) {
      errors = [
        ...errors,
        { code: check.code, reason: check.reason, requirement: check.requirement },
      ];
    }
  }
  return errors;
}
