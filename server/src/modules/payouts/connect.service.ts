import { payoutsMessages } from '@forma/contract/payouts/payouts.messages';
import type { OnboardingSource } from '@forma/contract/payouts/payouts.schemas';
import { AppError } from '../../platform/errors/app-error.ts';
import { requireAccess } from '../../platform/permissions/require-access.ts';
import type { RequestContext } from '../../platform/request-context.ts';

/** GET stripe/onboarding_url: not built yet (payments part 1 in progress). */
export async function stripeOnboardingUrl(
  rc: RequestContext,
  _source: OnboardingSource,
): Promise<{ url: string }> {
  await requireAccess(rc, 'payouts.connect');
  throw new AppError('INVALID', payoutsMessages.notConnected);
}
