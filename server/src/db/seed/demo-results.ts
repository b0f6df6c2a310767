import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import type { PrescribedSet } from '@forma/contract/training/schedule.schemas';
import type { PerformedValues } from '@forma/contract/tracking/results.schemas';
import { recordsOf } from '@forma/contract/tracking/records.rules';
import type { Db } from '../database.ts';
import { exercises } from '../../modules/exercises/exercises.tables.ts';
import {
  blockExercises,
  scheduleBlocks,
  scheduleDays,
} from '../../modules/training/training.tables.ts';
import {
  blockComments,
  blockCompletions,
  dayCompletions,
  dayFeedback,
  macroLogs,
  performedSets,
} from '../../modules/tracking/tracking.tables.ts';

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The demo client's rows as a 500 m piece takes them: a little faster each week. */
const rowTime = (dayIndex: number, set: number) => 118 - Math.floor(dayIndex / 7) * 3 + set;

/** What the client did of a prescribed set: the prescription's lower values, rows timed. */
function performedOf(set: PrescribedSet, dayIndex: number, index: number): PerformedValues {
  const values: PerformedValues = {};
  if (set.weight && 'kg' in set.weight) values.weight_kg = set.weight.kg.min;
  if (set.reps) values.reps = set.reps.min;
  if (set.distance) {
    values.distance = set.distance.min;
    values.time = rowTime(dayIndex, index);
  } else if (set.time) values.time = set.time.min;
  return values;
}

/**
 * Two weeks of results of the demo client on demo-session (issue 12's demo data): every set of
 * the days before today logged as prescribed (the second week's heavier squat and faster rows are
 * personal records), blocks and days done, macros logged, a comment on a block answered by the
 * coach, and the coach's feedback on the first day.
 */
export async function seedDemoResults(
  db: Db,
  input: { planId: number; clientId: number; coachId: number; startDate: string; days: number },
) {
  const days = await db
    .select()
    .from(scheduleDays)
    .where(and(eq(scheduleDays.planId, input.planId), lt(scheduleDays.dayIndex, input.days)))
    .orderBy(asc(scheduleDays.dayIndex));
  const blocks = await db
    .select()
    .from(scheduleBlocks)
    .where(
      inArray(
        scheduleBlocks.dayId,
        days.map((d) => d.id),
      ),
    )
    .orderBy(asc(scheduleBlocks.position));
  const prescribed = await db
    .select({ row: blockExercises, category: exercises.category })
    .from(blockExercises)
    .innerJoin(exercises, eq(exercises.id, blockExercises.exerciseId))
    .where(
      inArray(
        blockExercises.blockId,
        blocks.map((b) => b.id),
      ),
    )
    .orderBy(asc(blockExercises.position));

  const history = new Map<number, PerformedValues[]>();
  const base = { userId: input.clientId, planId: input.planId };
  for (const day of days) {
    const on = addDays(input.startDate, day.dayIndex!);
    const dayBlocks = blocks.filter((b) => b.dayId === day.id);
    for (const block of dayBlocks) {
      if (block.kind === 'macros') {
        await db
          .insert(macroLogs)
          .values({ ...base, blockId: block.id, protein: 155, carbs: 240, fat: 72 });
      }
      for (const { row, category } of prescribed.filter((p) => p.row.blockId === block.id)) {
        const earlier = history.get(row.exerciseId) ?? [];
        for (const [index, set] of row.sets.entries()) {
          const values = performedOf(set, day.dayIndex!, index);
          await db.insert(performedSets).values({
            ...base,
            blockId: block.id,
            blockExerciseId: row.id,
            setIndex: index,
            exerciseId: row.exerciseId,
            values,
            records: recordsOf(values, earlier, category),
            performedOn: on,
          });
          earlier.push(values);
        }
        history.set(row.exerciseId, earlier);
      }
      await db.insert(blockCompletions).values({ ...base, blockId: block.id });
    }
    if (dayBlocks.length > 0) await db.insert(dayCompletions).values({ ...base, dayId: day.id });
  }

  const secondWeek = days.find((d) => d.dayIndex === 7);
  const strength = blocks.find((b) => b.dayId === secondWeek?.id && b.kind === 'training');
  if (strength) {
    const thread = { blockId: strength.id, planId: input.planId, clientId: input.clientId };
    await db.insert(blockComments).values([
      {
        ...thread,
        authorId: input.clientId,
        body: 'Squats felt strong today: all five sets at 85 kg, the last one slower.',
        clientKey: 'demo-client-comment',
      },
      {
        ...thread,
        authorId: input.coachId,
        body: 'Great work. Keep the same weight next week and focus on speed out of the hole.',
        clientKey: 'demo-coach-reply',
      },
    ]);
  }
  const firstDay = days.find((d) => d.dayIndex === 0);
  if (firstDay) {
    await db.insert(dayFeedback).values({
      ...base,
      dayId: firstDay.id,
      kind: 'training',
      authorId: input.coachId,
      body: 'Solid first session. Warm up with the empty bar before the working sets.',
    });
  }
}
