import type { Caller, EndpointDefinition } from '@forma/contract/common/endpoint';
import { plans } from '../../src/modules/programs/programs.tables.ts';
import { accountOfCaller, exerciseOf } from './exercises-samples.ts';
import {
  copyTemplateEndpoint,
  createTemplateEndpoint,
  deleteTemplateEndpoint,
  getTemplateEndpoint,
  getTemplatesEndpoint,
  updateTemplateEndpoint,
} from '@forma/contract/templates/templates.endpoints';
import { templates } from '../../src/modules/templates/templates.tables.ts';
import type { Sample } from './samples.ts';
import type { World } from './world.ts';

const content = {
  days: [{ offset: 0, blocks: [{ kind: 'note', note: { title: 'Warm up', body: '' } }] }],
};

/** A new day template of the world's business account (the owner's and the team coach's). */
async function templateOf(world: World): Promise<number> {
  const [row] = await world.t.database.db
    .insert(templates)
    .values({
      accountId: world.accountId,
      kind: 'day',
      name: 'Matrix Template',
      content: { days: [{ offset: 0, blocks: [] }] },
      blockCount: 0,
      weekCount: 1,
    })
    .returning({ id: templates.id });
  return row!.id;
}

/** A block with an exercise of the caller's account and a note's content (kept with notes only). */
async function fullContent(world: World, caller: Caller) {
  const exercise = await exerciseOf(world, accountOfCaller(world, caller));
  return {
    days: [
      {
        offset: 0,
        blocks: [
          {
            kind: 'training',
            exercises: [{ exercise_id: exercise }],
            note: { title: 'Warm up', body: '', resource_ids: [] },
          },
        ],
      },
    ],
  };
}

/** A program of the account the caller acts in (the world's, or the other coach's own). */
async function planOfCaller(world: World, caller: Caller) {
  const accountId = accountOfCaller(world, caller);
  if (accountId === world.accountId) return world.planId;
  const [row] = await world.t.database.db
    .insert(plans)
    .values({
      accountId,
      createdById: world.people.other_coach.private.id,
      planType: 'one_many',
      title: 'Other Program',
      pricing: 'free',
      currency: 'USD',
      color: '#336699',
    })
    .returning({ id: plans.id });
  return row!.id;
}

export function templatesSamples(): [EndpointDefinition, Sample][] {
  const own = async (world: World) => ({ params: { id: await templateOf(world) } });
  return [
    [getTemplatesEndpoint, { input: () => ({ query: { kind: 'week', search: 'base' } }) }],
    [getTemplateEndpoint, { input: own }],
    [
      createTemplateEndpoint,
      {
        input: () => ({ body: { template: { kind: 'day', name: 'Matrix Day', content } } }),
        // The days given (a note, an exercise of the caller's account) or read from a program.
        bodyIds: async (world, caller) => [
          {
            body: {
              template: {
                kind: 'day',
                name: 'Matrix Day',
                content: await fullContent(world, caller),
              },
            },
          },
          {
            body: {
              template: {
                kind: 'day',
                name: 'Matrix Day',
                from_plan: {
                  plan_id: await planOfCaller(world, caller),
                  client_id: null,
                  from: { week: 1, day: 1 },
                  days: 1,
                },
              },
            },
          },
        ],
      },
    ],
    [
      updateTemplateEndpoint,
      {
        input: async (world) => ({
          ...(await own(world)),
          body: { template: { name: 'Matrix Renamed' } },
        }),
        bodyIds: async (world, caller) => ({
          ...(await own(world)),
          body: { template: { content: await fullContent(world, caller) } },
        }),
      },
    ],
    [copyTemplateEndpoint, { input: own }],
    [deleteTemplateEndpoint, { input: own }],
  ];
}
