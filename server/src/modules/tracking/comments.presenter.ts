import type { Comment } from '@forma/contract/tracking/results.schemas';
import type { AppContext } from '../../platform/context.ts';
import { usersByIds } from '../accounts/accounts.api.ts';
import { lookUpMedia } from '../media/media.api.ts';
import type { PlanRow } from '../programs/programs.api.ts';
import { coachMessages } from './coach-messages.ts';
import type { CommentRow } from './comments.repository.ts';

/** A client attaches from their own library (their private account's: it has their id). */
export const clientLibrary = (clientId: number) => ({ accountId: clientId, partnerAccess: false });

/**
 * Comments with their authors and attachments (three queries for any number). Attachments are
 * shown from the libraries their author may attach from: the coaches', those the program's
 * account draws on; the client's, their own and the product's. An item deleted since is left
 * out.
 */
export async function presentComments(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  plan: PlanRow,
  rows: CommentRow[],
): Promise<Comment[]> {
  const byClient = (row: CommentRow) => row.authorId === row.clientId;
  const mediaOf = (rows: CommentRow[]) => rows.flatMap((row) => row.mediaIds);
  // A thread is one client's, so their comments draw on one library.
  const clientId = rows[0]?.clientId ?? 0;
  const [authors, coachMedia, clientMedia] = await Promise.all([
    usersByIds(
      ctx.db,
      rows.flatMap((row) => (row.authorId ? [row.authorId] : [])),
    ),
    lookUpMedia(
      ctx,
      { accountId: plan.accountId, partnerAccess: true },
      mediaOf(rows.filter((row) => !byClient(row))),
    ),
    lookUpMedia(ctx, clientLibrary(clientId), mediaOf(rows.filter(byClient))),
  ]);
  return rows.map((row) => {
    const author = row.authorId ? authors.get(row.authorId) : undefined;
    const media = byClient(row) ? clientMedia : coachMedia;
    return {
      id: row.id,
      block_id: row.blockId,
      client_id: row.clientId,
      author: author
        ? {
            id: author.id,
            full_name: `${author.firstName} ${author.lastName}`.trim(),
            avatar_url: author.avatarUrl,
            role: author.role,
          }
        : // Only a coach's comment outlives its author: the client's thread goes with them.
          { id: null, full_name: coachMessages.deletedUser, avatar_url: null, role: 'coach' },
      body: row.body,
      media: row.mediaIds.flatMap((id) => {
        const item = media.items.get(id);
        if (!item) return [];
        const { type, title, thumb, src, stream_src } = item;
        return [{ id, type, title, thumb, src, stream_src }];
      }),
      client_key: row.clientKey,
      created_at: row.createdAt.toISOString(),
    };
  });
}
