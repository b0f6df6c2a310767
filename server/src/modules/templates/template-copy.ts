import { isDeepStrictEqual } from 'node:util';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { TemplateContent } from '@forma/contract/templates/templates.schemas';
import type { Db } from '../../db/database.ts';
import { reserveIds } from '../../db/raw-rows.ts';
import { templates, type TemplateRow } from './templates.tables.ts';

const blocksOf = (content: TemplateContent) => content.days.flatMap((day) => day.blocks);

/** Another account's templates among `ids`: what a program copied into `accountId` was built from. */
async function foreignTemplates(db: Db, ids: readonly number[], accountId: number) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  return db
    .select()
    .from(templates)
    .where(and(inArray(templates.id, unique), ne(templates.accountId, accountId)));
}

/** The exercises and note resources those templates hold (they travel with them). */
export async function templateReferences(
  db: Db,
  ids: readonly number[],
  accountId: number,
): Promise<{ exerciseIds: number[]; mediaIds: number[] }> {
  const blocks = (await foreignTemplates(db, ids, accountId)).flatMap((row) =>
    blocksOf(row.content),
  );
  return {
    exerciseIds: [...new Set(blocks.flatMap((b) => b.exercises.map((e) => e.exercise_id)))],
    mediaIds: [...new Set(blocks.flatMap((b) => b.note?.resource_ids ?? []))],
  };
}

function renamed(content: TemplateContent, maps: TemplateCopyMaps): TemplateContent {
  const to = (map: Map<number, number>, id: number) => map.get(id) ?? id;
  return {
    days: content.days.map((day) => ({
      ...day,
      blocks: day.blocks.map((block) => ({
        ...block,
        exercises: block.exercises.map((e) => ({
          ...e,
          exercise_id: to(maps.exercises, e.exercise_id),
        })),
        note: block.note && {
          ...block.note,
          resource_ids: block.note.resource_ids.map((id) => to(maps.media, id)),
        },
      })),
    })),
  };
}

export type TemplateCopyMaps = { exercises: Map<number, number>; media: Map<number, number> };

/**
 * Another account's templates among `ids` made `accountId`'s, their exercises and note
 * resources renamed through `maps`. A template the account already holds with the same kind,
 * name and content is reused, so copying a program twice does not double the library.
 * Answers old id → new id.
 */
export async function copyTemplatesToAccount(
  db: Db,
  ids: readonly number[],
  accountId: number,
  maps: TemplateCopyMaps,
): Promise<Map<number, number>> {
  const mapped = new Map<number, number>();
  const rows = await foreignTemplates(db, ids, accountId);
  if (rows.length === 0) return mapped;
  const held = await db
    .select()
    .from(templates)
    .where(
      and(
        eq(templates.accountId, accountId),
        inArray(
          templates.name,
          rows.map((row) => row.name),
        ),
      ),
    );
  const fresh: { row: TemplateRow; content: TemplateContent }[] = [];
  for (const row of rows) {
    const content = renamed(row.content, maps);
    const same = held.find(
      (h) => h.kind === row.kind && h.name === row.name && isDeepStrictEqual(h.content, content),
    );
    if (same) mapped.set(row.id, same.id);
    else fresh.push({ row, content });
  }
  if (fresh.length === 0) return mapped;
  const newIds = await reserveIds(db, 'templates', fresh.length);
  await db.insert(templates).values(
    fresh.map(({ row, content }, i) => ({
      id: newIds[i]!,
      accountId,
      kind: row.kind,
      name: row.name,
      content,
      blockCount: row.blockCount,
      weekCount: row.weekCount,
    })),
  );
  fresh.forEach(({ row }, i) => mapped.set(row.id, newIds[i]!));
  return mapped;
}
