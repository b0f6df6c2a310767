import type { AppContext } from '../../platform/context.ts';
import { lookUpMedia, mediaItemsByIds, mediaNotUsableMessage } from '../media/media.api.ts';
import type { FieldErrors } from './plan-input.ts';
import type { MediaById } from './programs.presenter.ts';
import type { PlanParts, PlanRow } from './programs.repository.ts';
import type { AttachmentRef } from './programs.tables.ts';

type Ctx = Pick<AppContext, 'db' | 'storage'>;

/**
 * The library items a program shows (covers, attachments, waiver attachments), in one query.
 * Partner items stay shown: whoever attached them had the partner feature at the time.
 */
export function loadPlanMedia(
  ctx: Ctx,
  plan: Pick<PlanRow, 'accountId' | 'waiverAttachments'>,
  parts: Pick<PlanParts, 'covers' | 'attachments'>,
): Promise<MediaById> {
  const ids = [
    ...parts.covers.flatMap((c) => (c.mediaId === null ? [] : [c.mediaId])),
    ...parts.attachments.map((a) => a.mediaId),
    ...plan.waiverAttachments.map((a) => a.media_id),
  ];
  return mediaItemsByIds(ctx, { accountId: plan.accountId, partnerAccess: true }, ids);
}

/** Attachments and waiver attachments must come from libraries the account may use. */
export async function checkAttachmentMedia(
  ctx: Ctx,
  account: { id: number; race: boolean },
  lists: { attachments?: AttachmentRef[]; waiverAttachments?: AttachmentRef[] },
  errors: FieldErrors,
) {
  const ids = [...(lists.attachments ?? []), ...(lists.waiverAttachments ?? [])].map(
    (a) => a.media_id,
  );
  if (ids.length === 0) return;
  const { refused } = await lookUpMedia(
    ctx,
    { accountId: account.id, partnerAccess: account.race },
    ids,
  );
  const isRefused = (a: AttachmentRef) => refused.includes(a.media_id);
  if (lists.attachments?.some(isRefused)) errors.add('attachments', mediaNotUsableMessage);
  if (lists.waiverAttachments?.some(isRefused)) {
    errors.add('waiver.attachments', mediaNotUsableMessage);
  }
}
