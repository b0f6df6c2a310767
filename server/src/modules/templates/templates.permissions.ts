import { coachOnActiveAccount } from '../accounts/accounts.api.ts';
import { idsRule } from '../../platform/permissions/body-ids.ts';
import { callerCurrentAccount } from '../accounts/accounts.api.ts';
import { templateOwner } from './template-access.ts';
import { ownTemplateIds } from './templates.repository.ts';

export const templatesPermissions = {
  'template.list': coachOnActiveAccount,
  'template.create': coachOnActiveAccount,
  'template.read': templateOwner,
  'template.update': templateOwner,
  'template.copy': templateOwner,
  'template.delete': templateOwner,
  // A template a body names (a schedule block inserted from it): the current account's.
  'template.use': idsRule(async (rc, ids) =>
    ownTemplateIds(rc.db, ids, (await callerCurrentAccount(rc.db, rc.caller!)).account.id),
  ),
};
