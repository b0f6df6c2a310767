import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { professionalFeatures } from '@forma/contract/programs/programs.rules';
import type { z } from 'zod';
import type { saveScheduleBodySchema } from '@forma/contract/training/schedule.schemas';
import type { Db } from '../../db/database.ts';
import { AppError, invalid } from '../../platform/errors/app-error.ts';
import { isUniqueViolation } from '../../platform/errors/database-errors.ts';
import { requireAccess } from '../../platform/permissions/require-access.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { loadSubscription } from '../platform-plan/platform-plan.api.ts';
import {
  defaultTrackOf,
  setTrainingScheduledTo,
  tracksOfPlan,
  type PlanRow,
} from '../programs/programs.api.ts';
import { setClientTrainingTo } from '../purchase/purchase.api.ts';
import { usableExerciseIds } from './exercise-names.ts';
import { calendarClient } from './schedule-calendar.ts';
import { isDated, storedKey, type StoredKey } from './schedule-keys.ts';
import { calendarOf, lastProgrammedDay, withContent } from './schedule.repository.ts';
import { presentDays } from './schedule.service.ts';
import { blockExercises, scheduleBlocks, scheduleDays } from './training.tables.ts';
import { trainingErrors } from './training.messages.ts';

type SaveBody = z.infer<typeof saveScheduleBodySchema>;
type DayInput = SaveBody['days'][number];
type BlockInput = DayInput['blocks'][number];

const conflict = () =>
  new AppError('CONFLICT', trainingErrors.conflict, { base: [trainingErrors.conflict] });

/**
 * PUT coach/plans/{id}/schedule: each day replaced whole in one transaction. A day saved from an
 * older version than the stored one is refused (409) and nothing is written. Blocks and
 * exercises keep their ids (what clients record refers to them); a block may move between the
 * days of one save.
 */
export async function saveSchedule(rc: RequestContext, planId: number, body: SaveBody) {
  const { plan } = await requireAccess(rc, 'schedule.update', planId);
  const { db } = rc;
  const clientId = await calendarClient(db, plan, body.client_id);
  const keys = body.days.map((day, i) =>
    storedKey(plan.planType, day.key, plan.lengthWeeks, `days.${i}.key`),
  );
  const seen = new Set(keys.map((k) => k.onDate ?? `#${k.dayIndex}`));
  if (seen.size !== keys.length) throw invalid('days', trainingErrors.sameDayTwice);
  checkBlockContent(body.days);
  await checkPlanGates(db, plan, clientId, keys, body.days);
  await checkExercises(db, plan.accountId, body.days);

  const saved = await db.transaction(async (tx) => {
    const tracks = await trackResolver(tx as unknown as Db, plan.id, body.days);
    const days = [];
    for (const [i, input] of body.days.entries()) {
      days.push(await writeDay(tx as unknown as Db, plan, clientId, keys[i]!, input));
    }
    await writeBlocks(tx as unknown as Db, plan.id, days, body.days, tracks);
    if (isDated(plan.planType)) {
      const last = await lastProgrammedDay(tx as unknown as Db, plan.id);
      await setTrainingScheduledTo(tx as unknown as Db, plan.id, last.onDate);
    }
    if (clientId !== null) {
      const own = await lastProgrammedDay(tx as unknown as Db, plan.id, clientId);
      await setClientTrainingTo(tx as unknown as Db, plan.id, clientId, own.onDate);
    }
    return withContent(tx as unknown as Db, days);
  });
  return { days: await presentDays(db, plan.accountId, saved) };
}

/** The day's row at its new version: inserted (version 0 read) or bumped from the version read. */
async function writeDay(
  db: Db,
  plan: PlanRow,
  clientId: number | null,
  key: StoredKey,
  input: DayInput,
) {
  if (input.version === 0) {
    try {
      const [row] = await db
        .insert(scheduleDays)
        .values({ planId: plan.id, clientId, ...key, lastActive: input.last_active })
        .returning();
      return row!;
    } catch (error) {
      // Someone saved this day first (another tab, or the same save sent twice).
      if (
        isUniqueViolation(error, 'schedule_days_dated_key') ||
        isUniqueViolation(error, 'schedule_days_progressive_key')
      ) {
        throw conflict();
      }
      throw error;
    }
  }
  const [row] = await db
    .update(scheduleDays)
    .set({
      version: sql`${scheduleDays.version} + 1`,
      lastActive: input.last_active,
      updatedAt: new Date(),
    })
    .where(
      and(
        calendarOf(plan.id, clientId),
        key.onDate !== null
          ? eq(scheduleDays.onDate, key.onDate)
          : eq(scheduleDays.dayIndex, key.dayIndex),
        eq(scheduleDays.version, input.version),
      ),
    )
    .returning();
  if (!row) throw conflict();
  return row;
}

type DayRow = typeof scheduleDays.$inferSelect;

/** Replaces the blocks and exercises of the saved days with the input's, keeping known ids. */
async function writeBlocks(
  db: Db,
  planId: number,
  days: DayRow[],
  inputs: DayInput[],
  trackOf: (block: BlockInput) => number,
) {
  const dayIds = days.map((d) => d.id);
  const keptBlockIds = inputs.flatMap((d) => d.blocks.flatMap((b) => (b.id ? [b.id] : [])));
  const existing = await db
    .select({ id: scheduleBlocks.id })
    .from(scheduleBlocks)
    .where(inArray(scheduleBlocks.dayId, dayIds));
  const known = new Set(existing.map((b) => b.id));
  if (
    keptBlockIds.some((id) => !known.has(id)) ||
    new Set(keptBlockIds).size !== keptBlockIds.length
  ) {
    throw invalid('days', trainingErrors.unknownBlock);
  }
  await db
    .delete(scheduleBlocks)
    .where(
      and(
        inArray(scheduleBlocks.dayId, dayIds),
        keptBlockIds.length ? notInArray(scheduleBlocks.id, keptBlockIds) : undefined,
      ),
    );
  const knownExercises = keptBlockIds.length
    ? await db
        .select({ id: blockExercises.id, blockId: blockExercises.blockId })
        .from(blockExercises)
        .where(inArray(blockExercises.blockId, keptBlockIds))
    : [];
  const exerciseBlock = new Map(knownExercises.map((e) => [e.id, e.blockId]));

  for (const [d, input] of inputs.entries()) {
    for (const [position, block] of input.blocks.entries()) {
      const values = {
        dayId: days[d]!.id,
        planId,
        trackId: trackOf(block),
        position,
        kind: block.kind,
        // Kept as saved when a re-save leaves it out (the answer does not carry it).
        templateId: block.template_id,
        title: block.title,
        instructions: block.instructions,
        macros: block.kind === 'macros' ? block.macros : null,
        challenge: block.kind === 'challenge' ? block.challenge : null,
        note: block.kind === 'note' ? block.note : null,
      };
      let blockId = block.id;
      if (blockId) {
        await db.update(scheduleBlocks).set(values).where(eq(scheduleBlocks.id, blockId));
      } else {
        const [row] = await db
          .insert(scheduleBlocks)
          .values(values)
          .returning({ id: scheduleBlocks.id });
        blockId = row!.id;
      }
      await writeExercises(db, blockId, block, exerciseBlock);
    }
  }
}

async function writeExercises(
  db: Db,
  blockId: number,
  block: BlockInput,
  exerciseBlock: Map<number, number>,
) {
  const entries = block.kind === 'training' || block.kind === 'sets' ? block.exercises : [];
  const kept = entries.flatMap((e) => (e.id ? [e.id] : []));
  // An exercise row stays with its block: a known id from another block is refused.
  if (kept.some((id) => exerciseBlock.get(id) !== blockId)) {
    throw invalid('days', trainingErrors.unknownBlock);
  }
  await db
    .delete(blockExercises)
    .where(
      and(
        eq(blockExercises.blockId, blockId),
        kept.length ? notInArray(blockExercises.id, kept) : undefined,
      ),
    );
  const fresh = [];
  for (const [position, entry] of entries.entries()) {
    const values = {
      blockId,
      exerciseId: entry.exercise_id,
      position,
      superset: entry.superset,
      notes: entry.notes,
      sets: entry.sets,
    };
    if (entry.id) {
      await db.update(blockExercises).set(values).where(eq(blockExercises.id, entry.id));
    } else {
      fresh.push(values);
    }
  }
  if (fresh.length) await db.insert(blockExercises).values(fresh);
}

/**
 * Each block's track: the one named, or the program's default track. A block goes on an active
 * track of this program; a block already on a track that was archived since may stay there (its
 * day is still saved whole), but no block joins an archived track.
 */
async function trackResolver(db: Db, planId: number, days: DayInput[]) {
  const named = days.flatMap((d) => d.blocks.filter((b) => b.track_id !== null));
  if (named.length > 0) {
    const tracks = new Map((await tracksOfPlan(db, planId)).map((t) => [t.id, t]));
    const staying = named.flatMap((b) => (b.id && tracks.get(b.track_id!)?.archived ? [b.id] : []));
    const stored = await storedTracks(db, planId, staying);
    for (const block of named) {
      const track = tracks.get(block.track_id!);
      if (!track) throw invalid('track_id', trainingErrors.unknownTrack);
      if (track.archived && stored.get(block.id ?? 0) !== track.id) {
        throw invalid('track_id', trainingErrors.archivedTrack);
      }
    }
  }
  const needsDefault = days.some((d) => d.blocks.some((b) => !b.track_id));
  const fallback = needsDefault ? await defaultTrackOf(db, planId) : 0;
  return (block: BlockInput) => block.track_id ?? fallback;
}

/** The tracks the program's blocks `ids` are on now. */
async function storedTracks(db: Db, planId: number, ids: number[]) {
  if (ids.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ id: scheduleBlocks.id, trackId: scheduleBlocks.trackId })
    .from(scheduleBlocks)
    .where(and(eq(scheduleBlocks.planId, planId), inArray(scheduleBlocks.id, ids)));
  return new Map(rows.map((row) => [row.id, row.trackId]));
}

function checkBlockContent(days: DayInput[]) {
  for (const day of days) {
    for (const block of day.blocks) {
      if (block.kind === 'macros' && !block.macros)
        throw invalid('macros', trainingErrors.missingContent('macros'));
      if (block.kind === 'challenge' && !block.challenge) {
        throw invalid('challenge', trainingErrors.missingContent('challenge'));
      }
      if (block.kind === 'note' && !block.note)
        throw invalid('note', trainingErrors.missingContent('note'));
    }
  }
}

/** Supersets, inserted templates and more than one note need PROFESSIONAL (spec 6). */
async function checkPlanGates(
  db: Db,
  plan: PlanRow,
  clientId: number | null,
  keys: StoredKey[],
  days: DayInput[],
) {
  const blocks = days.flatMap((d) => d.blocks);
  const usesSupersets = blocks.some((b) => b.exercises.some((e) => e.superset !== null));
  const usesTemplates = blocks.some((b) => b.template_id != null);
  const notes = blocks.filter((b) => b.kind === 'note').length;
  if (!usesSupersets && !usesTemplates && notes === 0) return;
  const sub = await loadSubscription(db, plan.accountId, { withCounts: false });
  if (professionalFeatures(sub)) return;
  if (usesSupersets) throw restricted(trainingErrors.supersetsRestricted, 'supersets');
  if (usesTemplates) throw restricted(trainingErrors.templatesRestricted, 'templates');
  // The notes on the days not being saved, plus the ones saved.
  const dates = keys.flatMap((k) => (k.onDate ? [k.onDate] : []));
  const indexes = keys.flatMap((k) => (k.dayIndex !== null ? [k.dayIndex] : []));
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(scheduleBlocks)
    .innerJoin(scheduleDays, eq(scheduleDays.id, scheduleBlocks.dayId))
    .where(
      and(
        calendarOf(plan.id, clientId),
        eq(scheduleBlocks.kind, 'note'),
        dates.length ? notInArray(scheduleDays.onDate, dates) : undefined,
        indexes.length ? notInArray(scheduleDays.dayIndex, indexes) : undefined,
      ),
    );
  if ((row?.n ?? 0) + notes > 1) throw restricted(trainingErrors.notesRestricted, 'notes');
}

const restricted = (message: string, feature: string) =>
  new AppError('INVALID', message, { base: [message] }, { restricted: feature });

async function checkExercises(db: Db, accountId: number, days: DayInput[]) {
  const ids = [
    ...new Set(days.flatMap((d) => d.blocks.flatMap((b) => b.exercises.map((e) => e.exercise_id)))),
  ];
  if (ids.length === 0) return;
  const usable = await usableExerciseIds(db, ids, accountId);
  if (ids.some((id) => !usable.has(id)))
    throw invalid('exercise_id', trainingErrors.unknownExercise);
}
