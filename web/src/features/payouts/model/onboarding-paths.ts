import {
  onboardingSourceSchema,
  stripeAccountTypeSchema,
  type OnboardingSource,
  type StripeAccountType,
} from '@forma/contract/payouts/payouts.schemas';
import { pathTo } from '../../../lib/routes/paths';

/** The sources the error route accepts (platform.md 2.3: signup or settings). */
export type ErrorSource = Extract<OnboardingSource, 'signup' | 'settings'>;

/** `/stripe-onboarding?source=[&account_type=standard]`: the page that sends the coach to Stripe. */
export const onboardingPath = (source: OnboardingSource, accountType?: StripeAccountType) =>
  pathTo('stripe-onboarding', {}, { source, account_type: accountType });

/**
 * The error route takes only signup or settings: a refusal met from the programs (my_plans) is
 * shown as one from settings, whose payouts tab is where connecting is managed.
 */
export const errorSourceOf = (source: OnboardingSource): ErrorSource =>
  source === 'signup' ? 'signup' : 'settings';

export const onboardingErrorPath = (source: OnboardingSource, accountType?: StripeAccountType) =>
  pathTo(
    'stripe-onboarding-error',
    {},
    { source: errorSourceOf(source), account_type: accountType },
  );

/** The source and account type of an onboarding address's query (the route rules checked source). */
export function readOnboardingQuery(search: URLSearchParams): {
  source: OnboardingSource;
  accountType: StripeAccountType | undefined;
} {
  const source = onboardingSourceSchema.catch('settings').parse(search.get('source'));
  const accountType = stripeAccountTypeSchema
    .optional()
    .catch(undefined)
    .parse(search.get('account_type') ?? undefined);
  return { source, accountType };
}
