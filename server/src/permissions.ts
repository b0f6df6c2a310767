import { anyone } from './platform/permissions/basic-rules.ts';
import type { PermissionRules } from './platform/permissions/permission-rules.ts';
import { customisationPermissions } from './modules/customisation/customisation.permissions.ts';

/** Every permission's rule, by area (requireAccess looks them up here). */
export const permissionRules: PermissionRules = {
  public: anyone,
  ...customisationPermissions,
};
