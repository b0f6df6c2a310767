import type { Permission } from '@forma/contract/common/permissions';
import type { Auth } from '../auth/auth-plugin.ts';
import type { RequestContext } from '../request-context.ts';

/** What a passed check hands the service: the caller (null on public calls) and area facts. */
export type AccessGrant = { caller: Auth | null };

/** A rule answers with a grant or throws the AppError the caller gets (401, 403, 404, 406, 418). */
export type PermissionRule = (rc: RequestContext, id?: number | string) => Promise<AccessGrant>;

/** One rule per permission: a permission without a rule does not compile. */
export type PermissionRules = Record<Permission, PermissionRule>;

/**
 * The grant of each permission, filled in by server/src/permissions.ts from its rules (so
 * requireAccess answers what the rule answers without platform/ importing the areas).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface PermissionGrants {}

export type GrantOf<P extends Permission> = P extends keyof PermissionGrants
  ? PermissionGrants[P]
  : AccessGrant;
