import { and, desc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { reserveIds } from '../../db/raw-rows.ts';
import { copyMediaToAccount } from '../media/media.api.ts';
import { exercises, type ExerciseRow } from './exercises.tables.ts';

const nameKey = (name: string) => name.toLowerCase();

/**
 * The account's exercises named like `names` (case aside), by lower-cased name: `live`, its
 * live one; `any`, that one else its latest archived one.
 */
async function byName(db: Db, accountId: number, names: string[]) {
  const live = new Map<string, number>();
  const any = new Map<string, number>();
  if (names.length === 0) return { live, any };
  const rows = await db
    .select({ id: exercises.id, name: exercises.name, archivedAt: exercises.archivedAt })
    .from(exercises)
    .where(and(eq(exercises.accountId, accountId), inArray(sql`lower(${exercises.name})`, names)))
    .orderBy(sql`${exercises.archivedAt} desc nulls first`, desc(exercises.id));
  for (const row of rows) {
    const key = nameKey(row.name);
    if (row.archivedAt === null) live.set(key, row.id);
    if (!any.has(key)) any.set(key, row.id);
  }
  return { live, any };
}

/**
 * Another account's own exercises among `ids` (a program copied into `accountId` prescribes
 * them), made `accountId`'s: a live one is the account's live exercise of the same name when
 * there is one (names are unique per account), else a new copy. An archived one (deleted after
 * it was prescribed) is the account's exercise of that name, live or archived, else a new
 * archived copy: old prescriptions read as they were without entering the library. A copy's
 * media item comes along into the account's library. Product exercises are shared and left
 * out. Answers old id → new id.
 */
export async function copyExercisesToAccount(
  db: Db,
  ids: readonly number[],
  accountId: number,
): Promise<Map<number, number>> {
  const unique = [...new Set(ids)];
  const mapped = new Map<number, number>();
  if (unique.length === 0) return mapped;
  const rows = await db
    .select()
    .from(exercises)
    .where(
      and(
        inArray(exercises.id, unique),
        isNotNull(exercises.accountId),
        ne(exercises.accountId, accountId),
      ),
    );
  const names = [...new Set(rows.map((row) => nameKey(row.name)))];
  const { live, any } = await byName(db, accountId, names);
  const fresh: ExerciseRow[] = [];
  for (const row of rows) {
    const found = (row.archivedAt === null ? live : any).get(nameKey(row.name));
    if (found) mapped.set(row.id, found);
    else fresh.push(row);
  }
  // In name order, so copies racing into one account wait on the same names in the same order.
  fresh.sort((a, b) => nameKey(a.name).localeCompare(nameKey(b.name)) || a.id - b.id);
  if (fresh.length === 0) return mapped;
  const newIds = await reserveIds(db, 'exercises', fresh.length);
  const media = await copyMediaToAccount(
    db,
    fresh.flatMap((row) => (row.mediaId === null ? [] : [row.mediaId])),
    accountId,
  );
  const inserted = await db
    .insert(exercises)
    .values(
      fresh.map(({ id: _id, key: _key, createdAt: _c, updatedAt: _u, ...row }, i) => ({
        ...row,
        id: newIds[i]!,
        accountId,
        mediaId: row.mediaId === null ? null : (media.get(row.mediaId) ?? row.mediaId),
      })),
    )
    // A same-named exercise created meanwhile in the account wins: it is used instead.
    .onConflictDoNothing()
    .returning({ id: exercises.id });
  const made = new Set(inserted.map((row) => row.id));
  const lost = fresh.filter((_, i) => !made.has(newIds[i]!));
  const { live: winners } = await byName(
    db,
    accountId,
    lost.map((row) => nameKey(row.name)),
  );
  fresh.forEach((row, i) => {
    mapped.set(row.id, made.has(newIds[i]!) ? newIds[i]! : winners.get(nameKey(row.name))!);
  });
  return mapped;
}
