import type { CoachIcon } from '@forma/contract/customisation/customisation.schemas';
import { requireAccess } from '../../platform/permissions/require-access.ts';
import type { RequestContext } from '../../platform/request-context.ts';

/**
 * Why the account's custom app icon was declined. No icon can be uploaded until the
 * customisation area exists, so there is never a reason yet.
 */
export async function getCoachIcon(rc: RequestContext): Promise<CoachIcon> {
  await requireAccess(rc, 'customisation.icon.read');
  return { decline_reasons: [] };
}
