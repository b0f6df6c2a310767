// Test data and rendering for the schedule builder's tests: days and blocks as the server
// returns them (contract schemas), and the builder rendered with a signed-in coach.
import type { ReactElement } from 'react';
import type { MeResponse } from '@forma/contract/accounts/users.schemas';
import type { Block, ScheduleDay } from '@forma/contract/training/schedule.schemas';
import { configQueryOptions } from '../../auth';
import { meQueryKey } from '../../../lib/session/me';
import { createQueryClient } from '../../../lib/query-client';
import { privateCoach } from '../../../test/fixtures';
import { appConfig } from '../../../test/mock-fetch';
import { renderRoutes } from '../../../test/render';
import type { ExerciseOption, ExerciseSource } from '../api/exercise-source';

export const block = (id: number, extra: Partial<Block> = {}): Block => ({
  id,
  kind: 'training',
  track_id: 1,
  position: 0,
  title: `Block ${id}`,
  instructions: '',
  exercises: [],
  macros: null,
  challenge: null,
  note: null,
  ...extra,
});

export const scheduleDay = (
  key: { date: string } | { week: number; day: number },
  blocks: Block[],
  version = 1,
): ScheduleDay => ({
  id: 500 + blocks.length,
  date: 'date' in key ? key.date : null,
  week: 'week' in key ? key.week : null,
  day: 'day' in key ? key.day : null,
  client_id: null,
  last_active: false,
  version,
  blocks: blocks.map((each, position) => ({ ...each, position })),
});

export const backSquat: ExerciseOption = {
  id: 31,
  name: 'Back Squat',
  category: 'strength',
  default_metrics: ['reps', 'weight'],
};

/** An exercise library in memory (the real one is a slot until the exercises branch merges). */
export const fakeExercises = (items: ExerciseOption[] = [backSquat]): ExerciseSource => ({
  search: async ({ search }) =>
    items.filter((item) => item.name.toLowerCase().includes(search.toLowerCase())),
  create: async (exercise) => ({ id: 99, ...exercise }),
});

export function renderWithCoach(element: ReactElement, me: MeResponse = privateCoach()) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(meQueryKey, me);
  queryClient.setQueryData(configQueryOptions().queryKey, appConfig);
  return renderRoutes([{ path: '*', element }], { queryClient });
}
