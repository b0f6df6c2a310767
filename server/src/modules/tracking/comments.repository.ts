import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { blockComments } from './tracking.tables.ts';

export type CommentRow = typeof blockComments.$inferSelect;
type Executor = Pick<Db, 'insert' | 'select'>;

/** The thread of one client on one block, oldest first. */
export async function commentThread(db: Db, blockId: number, clientId: number) {
  const c = blockComments;
  return db
    .select()
    .from(c)
    .where(and(eq(c.blockId, blockId), eq(c.clientId, clientId)))
    .orderBy(asc(c.createdAt), asc(c.id));
}

/** Where a comment is written and by whom: the thread (block and client) and its author. */
export type CommentKey = { blockId: number; clientId: number; authorId: number; clientKey: string };

/** The comment the author already made in this thread with this device key (null: none yet). */
export async function commentByKey(db: Executor, key: CommentKey) {
  const c = blockComments;
  const [row] = await db
    .select()
    .from(c)
    .where(
      and(
        eq(c.authorId, key.authorId),
        eq(c.blockId, key.blockId),
        eq(c.clientId, key.clientId),
        eq(c.clientKey, key.clientKey),
      ),
    );
  return row ?? null;
}

/**
 * A new comment, or null when the author already made one with this key in the thread: the
 * unique key on (author_id, block_id, client_id, client_key) makes any number of identical
 * sends, even at once, one row.
 */
export async function insertComment(
  db: Executor,
  values: typeof blockComments.$inferInsert,
): Promise<CommentRow | null> {
  const [row] = await db
    .insert(blockComments)
    .values(values)
    .onConflictDoNothing({
      target: [
        blockComments.authorId,
        blockComments.blockId,
        blockComments.clientId,
        blockComments.clientKey,
      ],
    })
    .returning();
  return row ?? null;
}
