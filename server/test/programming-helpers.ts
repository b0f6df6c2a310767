import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { MediaItem } from '@forma/contract/media/media.schemas';
import type { Track } from '@forma/contract/programs/programs.schemas';
import type { ScheduleDay } from '@forma/contract/training/schedule.schemas';
import { exercises } from '../src/modules/exercises/exercises.tables.ts';
import { testImage, uploadOk } from './media.ts';
import { api, createPlan, type Session } from './programs-helpers.ts';
import type { TestApp } from './test-app.ts';

export const productExercise = async (t: TestApp, key: string) =>
  (await t.database.db.select().from(exercises).where(eq(exercises.key, key)))[0]!.id;

export async function ownExercise(
  t: TestApp,
  coach: Session,
  name: string,
  mediaId: number | null = null,
) {
  const response = await api(t)('POST', 'exercises', coach.token, {
    exercise: {
      name,
      category: 'strength',
      muscle_group: 'arms',
      equipment: 'strength',
      default_metrics: ['weight', 'reps'],
      instructions: 'Slowly, with control.',
      media_id: mediaId,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>().id;
}

export async function videoLink(t: TestApp, coach: Session, title: string) {
  const response = await api(t)('POST', 'media', coach.token, {
    media: { video_url: 'https://youtu.be/dQw4w9WgXcQ', title },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<MediaItem>();
}

const sets = [
  { weight: { kg: { min: 100 }, unit: 'kg' }, reps: { min: 8, max: 10 }, rest: { min: 120 } },
  { weight: { percent_of_max: { min: 80 } }, reps: { min: 5 }, tempo: '30X1', rpe: { min: 8 } },
];

export type Programming = {
  planId: number;
  /** The range a GET schedule reads to see every day of it. */
  range: string;
  tracks: Track[];
  ids: {
    curl: number;
    drag: number;
    oldRow: number;
    squat: number;
    template: number;
    link: MediaItem;
    image: MediaItem;
  };
};

/**
 * A program of `planType` holding every kind of programming: on Day 1 a training block (a
 * product exercise with loads, a superset of two own exercises, one with a media item), a sets
 * block with an own exercise since deleted (archived), macros, a challenge, a note with a
 * resource, and a block inserted from a day template (itself holding an own exercise and a
 * note's resource); on Day 2 the last-active mark and a block on a track archived since.
 */
export async function buildProgramming(
  t: TestApp,
  coach: Session,
  planType: 'one_many' | 'membership' | 'fixed',
  /** Added to the own exercises' names, unique in an account. */
  suffix = '',
): Promise<Programming> {
  const call = api(t);
  const link = await videoLink(t, coach, 'Curl demo');
  // Named by the upload: 'drag'.
  const image = await uploadOk(t, coach.token, { name: 'drag.jpg', content: await testImage() });
  const ids = {
    squat: await productExercise(t, 'back-squat'),
    curl: await ownExercise(t, coach, `Tempo Curl${suffix}`, image.id),
    drag: await ownExercise(t, coach, `Sled Drag${suffix}`),
    oldRow: await ownExercise(t, coach, `Old Row${suffix}`),
  };
  const templateBlock = {
    kind: 'training',
    title: 'Warm-up',
    instructions: 'Easy pace.',
    exercises: [{ exercise_id: ids.curl, sets: [{ reps: { min: 15 } }] }],
  };
  const template = await call('POST', 'templates', coach.token, {
    template: {
      kind: 'day',
      name: 'Warm-up day',
      content: {
        days: [
          {
            offset: 0,
            blocks: [
              templateBlock,
              { kind: 'note', note: { title: 'Read me', body: 'Slow.', resource_ids: [link.id] } },
            ],
          },
        ],
      },
    },
  });
  expect(template.statusCode, template.body).toBe(201);
  const templateId = template.json<{ id: number }>().id;

  const plan = await createPlan(t, coach.token, {
    plan_type: planType,
    title: `Every block (${planType})`,
    ...(planType === 'fixed' ? { length_weeks: 4 } : {}),
    tracks: [{ name: 'Strength' }, { name: 'Conditioning' }],
  });
  const [strength, conditioning] = plan.tracks;
  const dated = planType === 'one_many';
  const key = (n: number) => (dated ? { date: `2030-03-0${3 + n}` } : { week: 1, day: n });
  const saved = await call('PUT', `coach/plans/${plan.id}/schedule`, coach.token, {
    days: [
      {
        key: key(1),
        version: 0,
        blocks: [
          {
            kind: 'training',
            title: 'Strength',
            instructions: 'Brace hard.',
            track_id: strength!.id,
            exercises: [
              { exercise_id: ids.squat, notes: 'Belt on', sets },
              { exercise_id: ids.curl, superset: 1, sets: [sets[0]] },
              { exercise_id: ids.drag, superset: 1, sets: [{ time: { min: 30 } }] },
            ],
          },
          {
            kind: 'sets',
            title: 'Back-off sets',
            exercises: [{ exercise_id: ids.oldRow, sets }],
          },
          { kind: 'macros', macros: { mode: 'per_kg', protein: 2, carbs: 4, fat: 1 } },
          {
            kind: 'challenge',
            challenge: { name: '500 m row', score_type: 'time', description: 'All out.' },
          },
          { kind: 'note', note: { title: 'Sleep', body: 'Eight hours.', resource_ids: [link.id] } },
          { ...templateBlock, template_id: templateId },
        ],
      },
      {
        key: key(2),
        version: 0,
        last_active: true,
        blocks: [
          {
            kind: 'training',
            title: 'Intervals',
            track_id: conditioning!.id,
            exercises: [{ exercise_id: ids.drag, sets: [{ distance: { min: 400 } }] }],
          },
        ],
      },
    ],
  });
  expect(saved.statusCode, saved.body).toBe(200);
  // Deleted from the library after being prescribed, and a track archived with its block.
  expect((await call('DELETE', `exercises/${ids.oldRow}`, coach.token)).statusCode).toBe(204);
  const archived = await call(
    'PUT',
    `coach/plans/${plan.id}/tracks/${conditioning!.id}/archive`,
    coach.token,
  );
  expect(archived.statusCode, archived.body).toBe(200);
  const tracks = await call('GET', `coach/plans/${plan.id}/tracks`, coach.token);
  return {
    planId: plan.id,
    range: dated ? 'from=2030-03-02&to=2030-03-08' : 'from_week=1&to_week=1',
    tracks: tracks.json<Track[]>(),
    ids: { ...ids, template: templateId, link, image },
  };
}

/**
 * A schedule as a coach sees it, without the ids a copy renews: tracks by name, exercises by
 * name and archived flag, notes' resources left to the caller.
 */
export function scheduleShape(days: ScheduleDay[], tracks: Track[]) {
  const trackName = new Map(tracks.map((track) => [track.id, track.name]));
  return days.map((day) => ({
    date: day.date,
    week: day.week,
    day: day.day,
    last_active: day.last_active,
    blocks: day.blocks.map((block) => ({
      kind: block.kind,
      track: trackName.get(block.track_id),
      position: block.position,
      title: block.title,
      instructions: block.instructions,
      macros: block.macros,
      challenge: block.challenge,
      note: block.note && { title: block.note.title, body: block.note.body },
      exercises: block.exercises.map((e) => ({
        exercise: { name: e.exercise.name, archived: e.exercise.archived },
        superset: e.superset,
        notes: e.notes,
        sets: e.sets,
      })),
    })),
  }));
}

/** A program's schedule over `range` and its tracks, as `coach` reads them. */
export async function readProgramming(t: TestApp, coach: Session, planId: number, range: string) {
  const call = api(t);
  const schedule = await call('GET', `coach/plans/${planId}/schedule?${range}`, coach.token);
  expect(schedule.statusCode, schedule.body).toBe(200);
  const tracks = await call('GET', `coach/plans/${planId}/tracks`, coach.token);
  expect(tracks.statusCode, tracks.body).toBe(200);
  const days = schedule.json<{ days: ScheduleDay[] }>().days;
  return { days, tracks: tracks.json<Track[]>(), shape: scheduleShape(days, tracks.json()) };
}
