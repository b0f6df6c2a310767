import { billingMessages } from '@forma/contract/billing/billing.messages';
import type { OnboardingSource } from '@forma/contract/billing/billing.schemas';
import { AppError } from '../../platform/errors/app-error.ts';
import { requireAccess } from '../../platform/permissions/require-access.ts';
import type { RequestContext } from '../../platform/request-context.ts';

/** GET stripe/onboarding_url: refused until payments part 1 connects Stripe (docs/decisions.md). */
export async function stripeOnboardingUrl(
  rc: RequestContext,
  _source: OnboardingSource,
): Promise<{ url: string }> {
  await requireAccess(rc, 'billing.connect');
  throw new AppError('INVALID', billingMessages.connectUnavailable);
}
