import type { Caller, EndpointDefinition } from '@forma/contract/common/endpoint';
import {
  createExerciseEndpoint,
  deleteExerciseEndpoint,
  getExerciseEndpoint,
  getExercisesEndpoint,
  updateExerciseEndpoint,
} from '@forma/contract/exercises/exercises.endpoints';
import { exercises } from '../../src/modules/exercises/exercises.tables.ts';
import type { Sample } from './samples.ts';
import type { World } from './world.ts';

let made = 0;
/** A name no other call of the run uses: each caller's create or rename is its own. */
const uniqueName = (prefix: string) => `${prefix} ${(made += 1)}`;

/** The account a coach caller acts in: the world's, or the other coach's own. */
export const accountOfCaller = (world: World, caller: Caller) =>
  caller === 'other_coach' ? world.people.other_coach.current.id : world.accountId;

/** A new exercise of the world's business account (the owner's and the team coach's), or of `accountId`. */
export async function exerciseOf(world: World, accountId = world.accountId): Promise<number> {
  const [row] = await world.t.database.db
    .insert(exercises)
    .values({
      accountId,
      name: uniqueName('Matrix Exercise'),
      category: 'strength',
      muscleGroup: 'back',
      equipment: 'strength',
    })
    .returning({ id: exercises.id });
  return row!.id;
}

export function exercisesSamples(): [EndpointDefinition, Sample][] {
  const own = async (world: World) => ({ params: { id: await exerciseOf(world) } });
  return [
    [getExercisesEndpoint, { input: () => ({ query: { library: 'product', search: 'squat' } }) }],
    [getExerciseEndpoint, { input: own }],
    [
      createExerciseEndpoint,
      {
        input: () => ({
          body: {
            exercise: {
              name: uniqueName('Matrix Row'),
              category: 'strength',
              muscle_group: 'back',
              equipment: 'strength',
            },
          },
        }),
      },
    ],
    [
      updateExerciseEndpoint,
      {
        input: async (world) => ({
          ...(await own(world)),
          body: { exercise: { name: uniqueName('Matrix Renamed') } },
        }),
      },
    ],
    [deleteExerciseEndpoint, { input: own }],
  ];
}
