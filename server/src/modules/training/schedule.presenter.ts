import type { Block, ScheduleDay } from '@forma/contract/training/schedule.schemas';
import { dayOfWeek, weekOf } from './schedule-keys.ts';
import type { DayContent } from './schedule.repository.ts';

/** How a prescribed exercise is named in the builder. */
export type ExerciseName = Block['exercises'][number]['exercise'];

export function presentDay(content: DayContent, names: Map<number, ExerciseName>): ScheduleDay {
  const { day, blocks } = content;
  const progressive = day.dayIndex !== null;
  return {
    id: day.id,
    date: day.onDate,
    week: progressive ? weekOf(day.dayIndex!) : null,
    day: progressive ? dayOfWeek(day.dayIndex!) : null,
    client_id: day.clientId,
    last_active: day.lastActive,
    version: day.version,
    blocks: blocks.map(({ block, exercises }): Block => ({
      id: block.id,
      kind: block.kind,
      track_id: block.trackId,
      position: block.position,
      title: block.title,
      instructions: block.instructions,
      macros: block.macros ?? null,
      challenge: block.challenge ?? null,
      note: block.note ?? null,
      exercises: exercises.map((e) => ({
        id: e.id,
        exercise_id: e.exerciseId,
        superset: e.superset,
        notes: e.notes,
        sets: e.sets,
        exercise: names.get(e.exerciseId) ?? {
          id: e.exerciseId,
          name: '',
          category: 'strength',
          archived: true,
        },
      })),
    })),
  };
}

export const exerciseIdsOf = (contents: DayContent[]) => [
  ...new Set(
    contents.flatMap((c) => c.blocks.flatMap((b) => b.exercises.map((e) => e.exerciseId))),
  ),
];
