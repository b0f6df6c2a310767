import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { templates, type TemplateRow } from './templates.tables.ts';

/** One template of the account, or undefined. */
export async function findOwnTemplate(
  db: Db,
  accountId: number,
  id: number,
): Promise<TemplateRow | undefined> {
  const [row] = await db
    .select()
    .from(templates)
    .where(and(eq(templates.id, id), eq(templates.accountId, accountId)));
  return row;
}

/** Which of `ids` are templates of the account. */
export async function ownTemplateIds(
  db: Db,
  ids: readonly number[],
  accountId: number,
): Promise<Set<number>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Set();
  const rows = await db
    .select({ id: templates.id })
    .from(templates)
    .where(and(inArray(templates.id, unique), eq(templates.accountId, accountId)));
  return new Set(rows.map((row) => row.id));
}
