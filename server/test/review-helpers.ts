import { expect } from 'vitest';
import { addDays, dayIn, type Day } from '@forma/contract/programs/days';
import type { MembershipState } from '@forma/contract/programs/programs.rules';
import type { ScheduleDay } from '@forma/contract/training/schedule.schemas';
import { now } from '../src/platform/clock.ts';
import { planMemberships } from '../src/modules/purchase/purchase.tables.ts';
import {
  blockCompletions,
  dayCompletions,
  macroLogs,
  performedSets,
} from '../src/modules/tracking/tracking.tables.ts';
import { productExercise } from './programming-helpers.ts';
import { api, type Session } from './programs-helpers.ts';
import type { TestApp } from './test-app.ts';

/** Today in UTC, the zone every test call sends. */
export const todayUtc = (): Day => dayIn(now(), 'UTC');
export const daysFromToday = (n: number) => addDays(todayUtc(), n);

type Key = { date: Day } | { week: number; day: number };

/** A day holding one training block of back squats with `sets` prescribed sets (and more blocks). */
export async function trainingDay(
  t: TestApp,
  coach: Session,
  planId: number,
  key: Key,
  options: { sets?: number; extraBlocks?: object[]; clientId?: number } = {},
): Promise<ScheduleDay> {
  const squat = await productExercise(t, 'back-squat');
  const response = await api(t)('PUT', `coach/plans/${planId}/schedule`, coach.token, {
    ...(options.clientId ? { client_id: options.clientId } : {}),
    days: [
      {
        key,
        version: 0,
        blocks: [
          {
            kind: 'training',
            title: 'Squats',
            exercises: [
              {
                exercise_id: squat,
                sets: Array.from({ length: options.sets ?? 2 }, () => ({ reps: { min: 5 } })),
              },
            ],
          },
          ...(options.extraBlocks ?? []),
        ],
      },
    ],
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ days: ScheduleDay[] }>().days[0]!;
}

/** `person` following the program since `startDate`, in `state` (active unless said). */
export async function follow(
  t: TestApp,
  plan: { id: number; accountId: number },
  person: Session,
  startDate: Day | null,
  values: { state?: MembershipState; endDate?: Day; isBlocked?: boolean } = {},
) {
  const [row] = await t.database.db
    .insert(planMemberships)
    .values({
      planId: plan.id,
      accountId: plan.accountId,
      userId: person.private.id,
      state: values.state ?? 'active',
      startDate,
      endDate: values.endDate ?? null,
      isBlocked: values.isBlocked ?? false,
      applied: true,
    })
    .returning({ id: planMemberships.id });
  return row!.id;
}

/**
 * Results written straight into the tracking tables (the logging calls are another piece of
 * work): sets of a block's first exercise, a block or day marked done, macros eaten.
 */
export function results(t: TestApp, planId: number, person: Session) {
  const db = t.database.db;
  const userId = person.private.id;
  return {
    async sets(day: ScheduleDay, count: number, performedOn: Day, blockIndex = 0) {
      const block = day.blocks[blockIndex]!;
      const exercise = block.exercises[0]!;
      for (let setIndex = 0; setIndex < count; setIndex++) {
        await db.insert(performedSets).values({
          userId,
          planId,
          blockId: block.id,
          blockExerciseId: exercise.id,
          setIndex,
          exerciseId: exercise.exercise.id,
          values: { reps: 5, weight_kg: 100 + setIndex },
          performedOn,
        });
      }
    },
    blockDone: (blockId: number) => db.insert(blockCompletions).values({ userId, blockId, planId }),
    dayDone: (dayId: number) => db.insert(dayCompletions).values({ userId, dayId, planId }),
    macros: (blockId: number) =>
      db.insert(macroLogs).values({ userId, blockId, planId, protein: 150, carbs: 200, fat: 60 }),
  };
}
