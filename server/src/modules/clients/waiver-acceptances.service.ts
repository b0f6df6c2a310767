import type { WaiverAcceptancesResponse } from '@forma/contract/clients/waiver-acceptances.schemas';
import { requireAccess } from '../../platform/permissions/require-access.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { userEmails } from '../accounts/accounts.api.ts';
import { pageOfWaiverAcceptances, waiverAcceptedText } from '../purchase/purchase.api.ts';
import { pageInfo } from '../../platform/pagination.ts';

/** GET coach/plans/{id}/waiver/acceptances: who accepted the program's waiver, and when. */
export async function listWaiverAcceptances(
  rc: RequestContext,
  planId: number,
  query: { page: number; per_page: number },
): Promise<WaiverAcceptancesResponse> {
  const { plan } = await requireAccess(rc, 'plan.clients.read', planId);
  const { db, timeZone } = rc;
  const { total, rows } = await pageOfWaiverAcceptances(db, plan.id, {
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  });
  const emails = await userEmails(
    db,
    rows.map((row) => row.userId),
  );
  return {
    items: rows.map((acceptance) => ({
      id: acceptance.id,
      user_id: acceptance.userId,
      full_name: acceptance.fullName,
      email: emails.get(acceptance.userId) ?? '',
      accepted_at: acceptance.acceptedAt.toISOString(),
      accepted_text: waiverAcceptedText(acceptance, plan.title, timeZone),
    })),
    pagination: pageInfo(query, total),
  };
}
