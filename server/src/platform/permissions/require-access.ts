import type { Permission } from '@forma/contract/common/permissions';
import type { RequestContext } from '../request-context.ts';
import type { AccessGrant } from './permission-rules.ts';

/**
 * The first line of every service: checks the caller holds `permission` (on object `id` when
 * the rule is about one) and answers the rule's grant, or throws what the caller gets.
 */
export async function requireAccess<G extends AccessGrant = AccessGrant>(
  rc: RequestContext,
  permission: Permission,
  id?: number | string,
): Promise<G> {
  return (await rc.permissions[permission](rc, id)) as G;
}
