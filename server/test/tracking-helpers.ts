import { expect } from 'vitest';
import type { MembershipState } from '@forma/contract/programs/programs.rules';
import type { CalendarDays, CalendarSummary } from '@forma/contract/tracking/calendar.schemas';
import type { ScheduleDay } from '@forma/contract/training/schedule.schemas';
import { planMemberships } from '../src/modules/purchase/purchase.tables.ts';
import { productExercise } from './programming-helpers.ts';
import { api, createPlan, type Session } from './programs-helpers.ts';
import type { TestApp } from './test-app.ts';

/** The day tracking tests run on (a Tuesday): setNow(NOW) before each test. */
export const TODAY = '2030-03-05';
export const NOW = new Date(`${TODAY}T10:00:00Z`);

/** A day key: a date on dated calendars, week and day on progressive ones. */
export type Key = { date: string } | { week: number; day: number };

/** A training block of `sets` sets of one exercise. */
export const trainingBlock = (exerciseId: number, sets = 2, title = 'Squats') => ({
  kind: 'training',
  title,
  exercises: [
    { exercise_id: exerciseId, sets: Array.from({ length: sets }, () => ({ reps: { min: 5 } })) },
  ],
});

export const macrosBlock = {
  kind: 'macros',
  macros: { mode: 'exact', protein: 150, carbs: 200, fat: 60 },
};

/** A program of `planType` by `coach`, with `days` saved: each key with its blocks. */
export async function programWith(
  t: TestApp,
  coach: Session,
  plan: Record<string, unknown>,
  days: { key: Key; blocks: unknown[] }[],
  clientId?: number,
) {
  const created = await createPlan(t, coach.token, { title: 'Tracked', ...plan });
  if (days.length) {
    const saved = await api(t)('PUT', `coach/plans/${created.id}/schedule`, coach.token, {
      ...(clientId ? { client_id: clientId } : {}),
      days: days.map((day) => ({ ...day, version: 0 })),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    return { plan: created, days: saved.json<{ days: ScheduleDay[] }>().days };
  }
  return { plan: created, days: [] as ScheduleDay[] };
}

/** The client follows the program (a membership row, as a purchase leaves it). */
export async function follow(
  t: TestApp,
  plan: { id: number; account_id?: number },
  coach: Session,
  client: Session,
  state: MembershipState = 'active',
  startDate: string | null = '2030-03-01',
) {
  const [row] = await t.database.db
    .insert(planMemberships)
    .values({
      planId: plan.id,
      accountId: coach.current.id,
      userId: client.private.id,
      state,
      startDate,
      applied: true,
    })
    .returning();
  return row!;
}

export async function summary(t: TestApp, token: string, from: string, to: string) {
  const response = await api(t)('GET', `user/calendar?from=${from}&to=${to}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CalendarSummary>();
}

export async function days(t: TestApp, token: string, from: string, to: string) {
  const response = await api(t)('GET', `user/calendar/days?from=${from}&to=${to}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CalendarDays>();
}

/** The dates that hold a day of the program in a summary. */
export const datesOf = (calendar: CalendarSummary, membershipId: number) =>
  calendar.days
    .filter((day) => day.entries.some((e) => e.membership_id === membershipId))
    .map((day) => day.date);

export const squat = (t: TestApp) => productExercise(t, 'back-squat');
export const rowing = (t: TestApp) => productExercise(t, 'rowing-machine');

/** The block exercise ids of a saved day, in order. */
export const blockExercisesOf = (day: ScheduleDay) =>
  day.blocks.flatMap((block) => block.exercises.map((e) => e.id));

export function putSet(
  t: TestApp,
  token: string,
  blockExerciseId: number,
  setIndex: number,
  values: Record<string, unknown>,
) {
  return api(t)('PUT', `user/training/sets/${blockExerciseId}/${setIndex}`, token, { values });
}
