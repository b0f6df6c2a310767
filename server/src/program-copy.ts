/**
 * A program's content copied with it (programs/duplicate-plan.ts asks through its ports): the
 * schedule (training) and, into another account, the library items it uses (media, exercises
 * and templates with what those hold). Composed here, above every area it reads, and run in the
 * duplicate's own transaction: a copy holds its whole schedule or does not exist.
 */
import { sql } from 'drizzle-orm';
import type { Db } from './db/database.ts';
import { copyExercisesToAccount } from './modules/exercises/exercises.api.ts';
import { copyMediaToAccount } from './modules/media/media.api.ts';
import type { CopyMaps, PlanRow } from './modules/programs/programs.api.ts';
import { copyTemplatesToAccount, templateReferences } from './modules/templates/templates.api.ts';
import { copySchedule, scheduleReferences } from './modules/training/training.api.ts';

const sameIds = (): CopyMaps => ({
  exercises: new Map(),
  templates: new Map(),
  media: new Map(),
});

/**
 * What a program copied into another account needs there, made the account's own: the media
 * items it shows (`planMediaIds`: covers, attachments, waiver; and its notes'), the own
 * exercises it prescribes and the templates its blocks were inserted from (with what those
 * hold). Within one account (a clone) everything is already at hand. Copies into one account
 * take turns (a transaction lock), so two at once reuse what the first brought instead of
 * doubling it.
 */
export async function copyLibraryItems(
  tx: Db,
  plan: PlanRow,
  accountId: number,
  planMediaIds: number[],
): Promise<CopyMaps> {
  if (accountId === plan.accountId) return sameIds();
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('program-copy'), ${accountId}::int)`);
  const used = await scheduleReferences(tx, plan.id);
  const held = await templateReferences(tx, used.templateIds, accountId);
  const media = await copyMediaToAccount(
    tx,
    [...planMediaIds, ...used.mediaIds, ...held.mediaIds],
    accountId,
    plan.accountId,
  );
  const exercises = await copyExercisesToAccount(
    tx,
    [...used.exerciseIds, ...held.exerciseIds],
    accountId,
  );
  const templates = await copyTemplatesToAccount(tx, used.templateIds, accountId, {
    exercises,
    media,
  });
  return { exercises, templates, media };
}

/** The schedule of `plan` into its copy `copyId` (tracks copied first), ids renamed by `maps`. */
export function copyProgramming(tx: Db, plan: PlanRow, copyId: number, maps: CopyMaps) {
  return copySchedule(tx, { from: plan.id, to: copyId }, maps);
}
