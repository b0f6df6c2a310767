import { coachOnActiveAccount } from '../accounts/accounts.api.ts';
import { templateOwner } from './template-access.ts';

export const templatesPermissions = {
  'template.list': coachOnActiveAccount,
  'template.create': coachOnActiveAccount,
  'template.read': templateOwner,
  'template.update': templateOwner,
  'template.copy': templateOwner,
  'template.delete': templateOwner,
};
