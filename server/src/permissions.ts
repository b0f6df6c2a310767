import type { Permission } from '@forma/contract/common/permissions';
import { anyone } from './platform/permissions/basic-rules.ts';
import type { PermissionRules } from './platform/permissions/permission-rules.ts';
import { authPermissions } from './modules/auth/auth.permissions.ts';
import { accountsPermissions } from './modules/accounts/accounts.permissions.ts';
import { customisationPermissions } from './modules/customisation/customisation.permissions.ts';
import { platformPlanPermissions } from './modules/platform-plan/platform-plan.permissions.ts';
import { purchasePermissions } from './modules/purchase/purchase.permissions.ts';
import { clientsPermissions } from './modules/clients/clients.permissions.ts';
import { payoutsPermissions } from './modules/payouts/payouts.permissions.ts';
import { cardsPermissions } from './modules/cards/cards.permissions.ts';
import { billingPermissions } from './modules/billing/billing.permissions.ts';
import { usersPermissions } from './modules/accounts/users.permissions.ts';
// media
import { mediaPermissions } from './modules/media/media.permissions.ts';
// programs
import { programsPermissions } from './modules/programs/programs.permissions.ts';
// exercises
import { exercisesPermissions } from './modules/exercises/exercises.permissions.ts';
import { trainingPermissions } from './modules/training/training.permissions.ts';
import { templatesPermissions } from './modules/templates/templates.permissions.ts';
import { trackingPermissions } from './modules/tracking/tracking.permissions.ts';

/** Every permission's rule, by area (requireAccess looks them up here). */
export const permissionRules = {
  public: anyone,
  ...authPermissions,
  ...customisationPermissions,
  ...usersPermissions,
  ...accountsPermissions,
  ...platformPlanPermissions,
  ...purchasePermissions,
  ...clientsPermissions,
  ...payoutsPermissions,
  ...cardsPermissions,
  ...billingPermissions,
  // media
  ...mediaPermissions,
  // programs
  ...programsPermissions,
  // exercises
  ...exercisesPermissions,
  ...trainingPermissions,
  ...templatesPermissions,
  ...trackingPermissions,
} satisfies PermissionRules;

type Rules = typeof permissionRules;

declare module './platform/permissions/permission-rules.ts' {
  // Each permission's grant is what its rule answers.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface PermissionGrants extends Readonly<{
    [P in Permission]: Awaited<ReturnType<Rules[P]>>;
  }> {}
}
