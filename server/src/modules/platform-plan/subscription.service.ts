import { requireAccess } from '../../platform/permissions/require-access.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { loadSubscription } from './account-subscription.ts';

/** GET subscribe: the current account's platform subscription. */
export async function getSubscription(rc: RequestContext) {
  const { current } = await requireAccess(rc, 'platform-plan.subscription.read');
  return loadSubscription(rc.db, current.account.id);
}
