import type { Permission } from '@forma/contract/common/permissions';
import type { RequestContext } from '../request-context.ts';
import { checkBodyIds } from './body-ids.ts';
import type { GrantOf } from './permission-rules.ts';

/**
 * The first line of every service: checks the caller holds `permission` (on object `id` when
 * the rule is about one) and answers the rule's grant, or throws what the caller gets. The
 * first check of a call also checks the ids its body names (./body-ids.ts).
 */
export async function requireAccess<P extends Permission>(
  rc: RequestContext,
  permission: P,
  id?: number | string,
): Promise<GrantOf<P>> {
  const grant = (await rc.permissions[permission](rc, id)) as GrantOf<P>;
  if (rc.bodyIds && !rc.bodyIds.checked) await checkBodyIds(rc, rc.bodyIds);
  return grant;
}
