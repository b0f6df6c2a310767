import type { AreaPermissions } from '../../platform/permissions/permission-rules.ts';
import { coachOnUsableAccount } from '../accounts/account-access.ts';

export const customisationPermissions: AreaPermissions<'customisation.icon.read'> = {
  'customisation.icon.read': coachOnUsableAccount,
};
