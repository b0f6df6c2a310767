import { and, eq } from 'drizzle-orm';
import { exerciseMessages } from '@forma/contract/exercises/exercises.messages';
import { isMetricOf, type Metric } from '@forma/contract/exercises/exercises.rules';
import { recordsOf } from '@forma/contract/tracking/records.rules';
import type { PerformedSet, PerformedValues } from '@forma/contract/tracking/results.schemas';
import { trackingMessages as m } from '@forma/contract/tracking/tracking.messages';
import { invalid } from '../../platform/errors/app-error.ts';
import { emitEvent } from '../../platform/events/emit-event.ts';
import { requireAccess } from '../../platform/permissions/require-access.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { exerciseById } from '../exercises/exercises.api.ts';
import { requireClientDay } from './client-day-access.ts';
import { recordCandidates } from './record-candidates.ts';
import { presentPerformedSet } from './results.presenter.ts';
import { performedSets } from './tracking.tables.ts';
import { claimStamp, stampTargets, writeStamp } from './write-stamps.ts';

/** The metric a recorded value is of (loads are recorded in kilograms). */
const metricOf = (key: keyof PerformedValues): Metric => (key === 'weight_kg' ? 'weight' : key);

const sameValues = (a: PerformedValues, b: PerformedValues) => {
  const keys = Object.keys({ ...a, ...b }) as (keyof PerformedValues)[];
  return keys.every((key) => a[key] === b[key]);
};

/** The client's prescribed set: the block exercise on a day of theirs, and a set it prescribes. */
async function requirePrescribedSet(rc: RequestContext, blockExerciseId: number, setIndex: number) {
  const { user } = await requireAccess(rc, 'training.log');
  const day = await requireClientDay(rc.db, user.id, rc.clientDay, { blockExerciseId });
  const block = day.content.blocks.find((b) => b.exercises.some((e) => e.id === blockExerciseId))!;
  const exercise = block.exercises.find((e) => e.id === blockExerciseId)!;
  if (setIndex >= exercise.sets.length) throw invalid('set_index', m.noSuchSet);
  return { user, day, block: block.block, exercise };
}

/**
 * PUT user/training/sets/{block_exercise_id}/{set_index}: the result of a prescribed set, in the
 * exercise's metrics, saved once per client and set (sent again, it replaces it; the same values
 * again change nothing). Personal records are found against the client's other results of the
 * exercise and kept on the set. A write made before the last one applied to the set (an offline
 * replay) changes nothing and answers what the set holds: its result, or null when cleared.
 */
export async function saveSet(
  rc: RequestContext,
  blockExerciseId: number,
  setIndex: number,
  values: PerformedValues,
  recordedAt?: string,
): Promise<PerformedSet | null> {
  const { user, day, block, exercise } = await requirePrescribedSet(rc, blockExerciseId, setIndex);
  const category = (await exerciseById(rc.db, exercise.exerciseId))?.category ?? 'strength';
  const foreign = (Object.keys(values) as (keyof PerformedValues)[]).filter(
    (key) => !isMetricOf(category, metricOf(key)),
  );
  if (foreign.length > 0) throw invalid('values', exerciseMessages.metricsOutside(category));
  const key = and(
    eq(performedSets.userId, user.id),
    eq(performedSets.blockExerciseId, blockExerciseId),
    eq(performedSets.setIndex, setIndex),
  );
  const at = writeStamp(rc, recordedAt);
  return rc.db.transaction(async (tx) => {
    const newest = await claimStamp(tx, user.id, stampTargets.set(blockExerciseId, setIndex), at);
    const [existing] = await tx.select().from(performedSets).where(key);
    if (!newest) return existing ? presentPerformedSet(existing) : null;
    if (existing && sameValues(existing.values, values) && existing.performedOn === day.date) {
      return presentPerformedSet(existing);
    }
    const others = await recordCandidates(
      tx,
      { userId: user.id, exerciseId: exercise.exerciseId, blockExerciseId, setIndex },
      values,
    );
    const row = {
      userId: user.id,
      planId: day.followed.plan.id,
      blockId: block.id,
      blockExerciseId,
      setIndex,
      exerciseId: exercise.exerciseId,
      values,
      records: recordsOf(values, others, category),
      performedOn: day.date,
      updatedAt: rc.now,
    };
    const [saved] = await tx
      .insert(performedSets)
      .values(row)
      .onConflictDoUpdate({
        target: [performedSets.userId, performedSets.blockExerciseId, performedSets.setIndex],
        set: row,
      })
      .returning();
    await emitEvent(tx, 'performance.logged', {
      userId: user.id,
      planId: row.planId,
      blockId: block.id,
      performedSetId: saved!.id,
      records: saved!.records,
    });
    return presentPerformedSet(saved!);
  });
}

/**
 * DELETE user/training/sets/{block_exercise_id}/{set_index}: the result taken back (if any),
 * unless it was written after this clearing was made.
 */
export async function deleteSet(
  rc: RequestContext,
  blockExerciseId: number,
  setIndex: number,
  recordedAt?: string,
) {
  const { user } = await requirePrescribedSet(rc, blockExerciseId, setIndex);
  const at = writeStamp(rc, recordedAt);
  await rc.db.transaction(async (tx) => {
    if (!(await claimStamp(tx, user.id, stampTargets.set(blockExerciseId, setIndex), at))) return;
    await tx
      .delete(performedSets)
      .where(
        and(
          eq(performedSets.userId, user.id),
          eq(performedSets.blockExerciseId, blockExerciseId),
          eq(performedSets.setIndex, setIndex),
        ),
      );
  });
}
