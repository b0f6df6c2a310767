import { AppError } from '../../platform/errors/app-error.ts';
import { errorMessages } from '../../platform/errors/messages.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { coachOnActiveAccount, type CoachGrant } from '../accounts/accounts.api.ts';
import { findOwnTemplate } from './templates.repository.ts';
import type { TemplateRow } from './templates.tables.ts';

export type TemplateGrant = CoachGrant & { template: TemplateRow };

/** A template of the current, not blocked, account (404 for another account's). */
export async function templateOwner(
  rc: RequestContext,
  id?: number | string,
): Promise<TemplateGrant> {
  const grant = await coachOnActiveAccount(rc);
  const template = await findOwnTemplate(rc.db, grant.current.account.id, Number(id));
  if (!template) throw new AppError('NOT_FOUND', errorMessages.notFound);
  return { ...grant, template };
}
