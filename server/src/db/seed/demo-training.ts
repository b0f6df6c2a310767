import { and, inArray, isNull } from 'drizzle-orm';
import type { PrescribedSet } from '@forma/contract/training/schedule.schemas';
import type { Db } from '../database.ts';
import { exercises } from '../../modules/exercises/exercises.tables.ts';
import { plans, planTracks } from '../../modules/programs/programs.tables.ts';
import { planMemberships } from '../../modules/purchase/purchase.tables.ts';
import { eq } from 'drizzle-orm';
import {
  blockExercises,
  scheduleBlocks,
  scheduleDays,
} from '../../modules/training/training.tables.ts';

const KEYS = [
  'back-squat',
  'romanian-deadlift',
  'walking-lunge',
  'barbell-bench-press',
  'one-arm-dumbbell-row',
  'deadlift',
  'pull-up',
  'push-up',
  'rowing-machine',
  'air-bike',
] as const;
type Key = (typeof KEYS)[number];

type DemoExercise = { key: Key; superset?: number; sets: PrescribedSet[] };
type DemoBlock =
  | { kind: 'training'; title: string; instructions?: string; exercises: DemoExercise[] }
  | { kind: 'macros'; title: string }
  | { kind: 'note'; title: string; body: string };

const load = (kg: number, reps: number, count: number): PrescribedSet[] =>
  Array.from({ length: count }, () => ({
    weight: { kg: { min: kg }, unit: 'kg' as const },
    reps: { min: reps },
    rest: { min: 120 },
  }));
const reps = (min: number, max: number, count: number): PrescribedSet[] =>
  Array.from({ length: count }, () => ({ reps: { min, max }, rest: { min: 60 } }));
const intervals = (metres: number, count: number): PrescribedSet[] =>
  Array.from({ length: count }, () => ({ distance: { min: metres }, rest: { min: 90 } }));

/** One week of the demo programs: three training days, progressing by `week` (1-4). */
function demoWeek(week: number): Record<number, DemoBlock[]> {
  const squat = 80 + 5 * (week - 1);
  return {
    1: [
      {
        kind: 'training',
        title: 'Strength',
        instructions: 'Build to the working weight over three warm-up sets.',
        exercises: [{ key: 'back-squat', sets: load(squat, 5, 5) }],
      },
      {
        kind: 'training',
        title: 'Accessories (superset)',
        exercises: [
          { key: 'romanian-deadlift', superset: 1, sets: load(60, 10, 3) },
          { key: 'walking-lunge', superset: 1, sets: reps(10, 12, 3) },
        ],
      },
      { kind: 'macros', title: 'Training day macros' },
      ...(week === 1
        ? [
            {
              kind: 'note' as const,
              title: 'Welcome to week 1',
              body: 'Log every set, even the easy ones: your coach reads them.',
            },
          ]
        : []),
    ],
    3: [
      {
        kind: 'training',
        title: 'Conditioning',
        instructions: 'Row hard, rest fully between pieces.',
        exercises: [{ key: 'rowing-machine', sets: intervals(500, 4 + week) }],
      },
      {
        kind: 'training',
        title: 'Finisher',
        exercises: [{ key: 'air-bike', sets: [{ time: { min: 600 } }] }],
      },
    ],
    5: [
      {
        kind: 'training',
        title: 'Strength',
        exercises: [
          { key: 'barbell-bench-press', sets: load(50 + 2.5 * week, 5, 5) },
          { key: 'deadlift', sets: load(100 + 5 * week, 3, 3) },
        ],
      },
      {
        kind: 'training',
        title: 'Upper body superset',
        exercises: [
          { key: 'pull-up', superset: 1, sets: reps(5, 8, 3) },
          { key: 'one-arm-dumbbell-row', superset: 1, sets: load(22, 10, 3) },
          { key: 'push-up', superset: 1, sets: reps(10, 15, 3) },
        ],
      },
    ],
  };
}

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Monday of the week `day` falls in. */
function mondayOf(day: string) {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/**
 * Four weeks of training in each demo program, from the product library: dated programs from
 * this week's Monday (demo-121 on its client's calendar), the others from Week 1.
 */
export async function seedDemoTraining(
  db: Db,
  programs: { id: number; dated: boolean; clientId: number | null }[],
  today: string,
) {
  const rows = await db
    .select({ id: exercises.id, key: exercises.key })
    .from(exercises)
    .where(and(isNull(exercises.accountId), inArray(exercises.key, [...KEYS])));
  const idOf = new Map(rows.map((r) => [r.key!, r.id]));
  const missing = KEYS.filter((key) => !idOf.has(key));
  if (missing.length) throw new Error(`The product library lacks ${missing.join(', ')}`);
  const start = mondayOf(today);

  for (const program of programs) {
    const [track] = await db
      .select({ id: planTracks.id })
      .from(planTracks)
      .where(eq(planTracks.planId, program.id))
      .orderBy(planTracks.position)
      .limit(1);
    const trackId =
      track?.id ??
      (
        await db
          .insert(planTracks)
          .values({ planId: program.id, name: 'Main', position: 0 })
          .returning({ id: planTracks.id })
      )[0]!.id;
    let lastDate: string | null = null;
    for (let week = 1; week <= 4; week++) {
      for (const [weekday, blocks] of Object.entries(demoWeek(week))) {
        const offset = (week - 1) * 7 + Number(weekday) - 1;
        const key = program.dated
          ? { onDate: addDays(start, offset), dayIndex: null }
          : { onDate: null, dayIndex: offset };
        lastDate = key.onDate ?? lastDate;
        const [day] = await db
          .insert(scheduleDays)
          .values({ planId: program.id, clientId: program.clientId, ...key })
          .returning({ id: scheduleDays.id });
        for (const [position, block] of blocks.entries()) {
          const [row] = await db
            .insert(scheduleBlocks)
            .values({
              dayId: day!.id,
              planId: program.id,
              trackId,
              position,
              kind: block.kind,
              title: block.title,
              instructions: block.kind === 'training' ? (block.instructions ?? '') : '',
              macros:
                block.kind === 'macros'
                  ? { mode: 'exact', protein: 160, carbs: 250, fat: 70 }
                  : null,
              note:
                block.kind === 'note'
                  ? { title: block.title, body: block.body, resource_ids: [] }
                  : null,
            })
            .returning({ id: scheduleBlocks.id });
          if (block.kind !== 'training') continue;
          await db.insert(blockExercises).values(
            block.exercises.map((exercise, index) => ({
              blockId: row!.id,
              exerciseId: idOf.get(exercise.key)!,
              position: index,
              superset: exercise.superset ?? null,
              sets: exercise.sets,
            })),
          );
        }
      }
    }
    if (program.dated) {
      await db.update(plans).set({ trainingScheduledTo: lastDate }).where(eq(plans.id, program.id));
    }
    if (program.clientId !== null) {
      // A 1-2-1 client's own calendar, as the schedule's saves keep it.
      await db
        .update(planMemberships)
        .set({ trainingScheduledTo: lastDate })
        .where(
          and(eq(planMemberships.planId, program.id), eq(planMemberships.userId, program.clientId)),
        );
    }
  }
}
