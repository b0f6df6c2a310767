import { expect } from 'vitest';
import type { EndpointDefinition } from '@forma/contract/common/endpoint';
import { addDays, dayIn } from '@forma/contract/programs/days';
import {
  deleteSetEndpoint,
  getAthleteCalendarDaysEndpoint,
  getAthleteCalendarEndpoint,
  getCalendarDaysEndpoint,
  getCalendarEndpoint,
  getExerciseHistoryEndpoint,
  logMacrosEndpoint,
  moveDayEndpoint,
  saveBodyweightEndpoint,
  saveSetEndpoint,
  setBlockDoneEndpoint,
  setDayDoneEndpoint,
} from '@forma/contract/tracking/tracking.endpoints';
import type { ScheduleDay } from '@forma/contract/training/schedule.schemas';
import { now } from '../../src/platform/clock.ts';
import { planMemberships } from '../../src/modules/purchase/purchase.tables.ts';
import { productExercise } from '../programming-helpers.ts';
import { api, publishedPlan } from '../programs-helpers.ts';
import type { Sample } from './samples.ts';
import type { World } from './world.ts';

/** What the tracking calls name: a day of the world's program, and a Fixed Length day. */
type TrackedDays = {
  dayId: number;
  trainingBlockId: number;
  macrosBlockId: number;
  blockExerciseId: number;
  exerciseId: number;
  fixedDayId: number;
};

const made = new WeakMap<World, Promise<TrackedDays>>();

/**
 * A past day of the world's program (its member clients follow it) holding a squat and a macros
 * block, and a Fixed Length program of the world's account that its member clients started
 * today; made once per world.
 */
function trackedDays(world: World): Promise<TrackedDays> {
  if (!made.has(world)) made.set(world, makeTrackedDays(world));
  return made.get(world)!;
}

async function makeTrackedDays(world: World): Promise<TrackedDays> {
  const { t } = world;
  const owner = world.people.owner;
  const exerciseId = await productExercise(t, 'back-squat');
  const training = {
    kind: 'training',
    title: 'Squats',
    exercises: [{ exercise_id: exerciseId, sets: [{ reps: { min: 5 } }] }],
  };
  const macros = { kind: 'macros', macros: { mode: 'exact', protein: 1, carbs: 1, fat: 1 } };
  const save = async (planId: number, key: object) => {
    const response = await api(t)('PUT', `coach/plans/${planId}/schedule`, owner.token, {
      days: [{ key, version: 0, blocks: [training, macros] }],
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ days: ScheduleDay[] }>().days[0]!;
  };
  const day = await save(world.planId, { date: '2025-06-02' });
  const fixed = await publishedPlan(t, owner.token, { plan_type: 'fixed', length_weeks: 4 });
  const fixedDay = await save(fixed.id, { week: 1, day: 1 });
  for (const person of [world.people.member_client, world.people.other_member_client]) {
    await t.database.db.insert(planMemberships).values({
      planId: fixed.id,
      accountId: world.accountId,
      userId: person.private.id,
      state: 'active',
      startDate: dayIn(now()),
      applied: true,
    });
  }
  return {
    dayId: day.id,
    trainingBlockId: day.blocks[0]!.id,
    macrosBlockId: day.blocks[1]!.id,
    blockExerciseId: day.blocks[0]!.exercises[0]!.id,
    exerciseId,
    fixedDayId: fixedDay.id,
  };
}

const range = () => ({ query: { from: '2025-06-01', to: '2025-06-07' } });
const setParams = async (world: World) => ({
  params: { block_exercise_id: (await trackedDays(world)).blockExerciseId, set_index: 0 },
});
const athlete = (world: World) => ({
  params: { user_id: world.people.member_client.private.id },
  ...range(),
});

export function trackingSamples(): [EndpointDefinition, Sample][] {
  return [
    [getCalendarEndpoint, { input: range }],
    [getCalendarDaysEndpoint, { input: range }],
    [getAthleteCalendarEndpoint, { input: athlete }],
    [getAthleteCalendarDaysEndpoint, { input: athlete }],
    [
      saveSetEndpoint,
      { input: async (world) => ({ ...(await setParams(world)), body: { values: { reps: 5 } } }) },
    ],
    [deleteSetEndpoint, { input: setParams }],
    [
      setBlockDoneEndpoint,
      {
        input: async (world) => ({
          params: { block_id: (await trackedDays(world)).trainingBlockId },
          body: { done: true },
        }),
      },
    ],
    [
      setDayDoneEndpoint,
      {
        input: async (world) => ({
          params: { day_id: (await trackedDays(world)).dayId },
          body: { done: true },
        }),
      },
    ],
    [
      logMacrosEndpoint,
      {
        input: async (world) => ({
          params: { block_id: (await trackedDays(world)).macrosBlockId },
          body: { protein: 120, carbs: 200, fat: 50 },
        }),
      },
    ],
    [
      moveDayEndpoint,
      {
        input: async (world) => ({
          params: { day_id: (await trackedDays(world)).fixedDayId },
          body: { date: addDays(dayIn(now()), 1) },
        }),
      },
    ],
    [saveBodyweightEndpoint, { input: () => ({ body: { bodyweight_kg: 80 } }) }],
    [
      getExerciseHistoryEndpoint,
      {
        input: async (world) => ({
          params: { exercise_id: (await trackedDays(world)).exerciseId },
          query: { page: '1' },
        }),
      },
    ],
  ];
}
