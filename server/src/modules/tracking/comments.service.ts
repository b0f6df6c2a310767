import type { z } from 'zod';
import type { commentBodySchema } from '@forma/contract/tracking/results.schemas';
import { emitEvent } from '../../platform/events/emit-event.ts';
import { invalid } from '../../platform/errors/app-error.ts';
import { requireAccess } from '../../platform/permissions/require-access.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { lookUpMedia, mediaNotUsableMessage } from '../media/media.api.ts';
import { requireAthleteBlock, requireClientBlock, type BlockThread } from './comments-access.ts';
import { clientLibrary, presentComments } from './comments.presenter.ts';
import { commentByKey, commentThread, insertComment } from './comments.repository.ts';

type CommentBody = z.infer<typeof commentBodySchema>;
/** Whose libraries an author may attach from (media.api's MediaUser). */
type AttachFrom = { accountId: number; partnerAccess: boolean };

async function thread(rc: RequestContext, at: BlockThread) {
  const rows = await commentThread(rc.db, at.block.id, at.clientId);
  return { items: await presentComments(rc, at.plan, rows) };
}

/**
 * A comment in the thread, once per author, thread and `client_key`: the same key again in the
 * thread (an offline queue replaying, or sends racing) answers the comment already made, and
 * tells no one twice; in another thread it is another comment.
 */
async function addComment(
  rc: RequestContext,
  at: BlockThread,
  author: { id: number; by: 'client' | 'coach'; attachFrom: AttachFrom },
  body: CommentBody,
) {
  const present = async (row: NonNullable<Awaited<ReturnType<typeof commentByKey>>>) =>
    (await presentComments(rc, at.plan, [row]))[0]!;
  const key = {
    blockId: at.block.id,
    clientId: at.clientId,
    authorId: author.id,
    clientKey: body.client_key,
  };
  const made = await commentByKey(rc.db, key);
  if (made) return present(made);
  const mediaIds = [...new Set(body.media_ids)];
  const { items } = await lookUpMedia(rc, author.attachFrom, mediaIds);
  if (mediaIds.some((id) => !items.has(id))) throw invalid('media_ids', mediaNotUsableMessage);
  const row = await rc.db.transaction(async (tx) => {
    const inserted = await insertComment(tx, {
      ...key,
      planId: at.plan.id,
      body: body.body.trim(),
      mediaIds,
    });
    if (inserted) {
      await emitEvent(tx, 'comment.created', {
        comment_id: inserted.id,
        plan_id: at.plan.id,
        block_id: at.block.id,
        client_id: at.clientId,
        author_id: author.id,
        by: author.by,
      });
    }
    return inserted;
  });
  return present(row ?? (await commentByKey(rc.db, key))!);
}

/** GET user/training/blocks/{block_id}/comments: the client's own thread on a block they see. */
export async function listClientComments(rc: RequestContext, blockId: number) {
  const { user } = await requireAccess(rc, 'training.log');
  return thread(rc, await requireClientBlock(rc.db, user.id, blockId, rc.clientDay));
}

/** POST user/training/blocks/{block_id}/comments: the client writes to their coaches. */
export async function addClientComment(rc: RequestContext, blockId: number, body: CommentBody) {
  const { user } = await requireAccess(rc, 'training.log');
  const at = await requireClientBlock(rc.db, user.id, blockId, rc.clientDay);
  // The client's own library is their private account's, which has their id; and the product's.
  const attachFrom = clientLibrary(user.id);
  return addComment(rc, at, { id: user.id, by: 'client', attachFrom }, body);
}

/** GET coach/athletes/{user_id}/blocks/{block_id}/comments: the thread with that client. */
export async function listAthleteComments(rc: RequestContext, userId: number, blockId: number) {
  const { current } = await requireAccess(rc, 'athlete.read');
  return thread(rc, await requireAthleteBlock(rc.db, current.account.id, userId, blockId));
}

/** POST coach/athletes/{user_id}/blocks/{block_id}/comments: a coach answers the client. */
export async function replyToAthlete(
  rc: RequestContext,
  userId: number,
  blockId: number,
  body: CommentBody,
) {
  const { caller, current } = await requireAccess(rc, 'athlete.respond');
  const at = await requireAthleteBlock(rc.db, current.account.id, userId, blockId);
  const attachFrom = { accountId: current.account.id, partnerAccess: current.account.race };
  return addComment(rc, at, { id: caller.user.id, by: 'coach', attachFrom }, body);
}
