import type { EndpointDefinition } from '@forma/contract/common/endpoint';
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

export function templatesSamples(): [EndpointDefinition, Sample][] {
  const own = async (world: World) => ({ params: { id: await templateOf(world) } });
  return [
    [getTemplatesEndpoint, { input: () => ({ query: { kind: 'week', search: 'base' } }) }],
    [getTemplateEndpoint, { input: own }],
    [
      createTemplateEndpoint,
      { input: () => ({ body: { template: { kind: 'day', name: 'Matrix Day', content } } }) },
    ],
    [
      updateTemplateEndpoint,
      {
        input: async (world) => ({
          ...(await own(world)),
          body: { template: { name: 'Matrix Renamed' } },
        }),
      },
    ],
    [copyTemplateEndpoint, { input: own }],
    [deleteTemplateEndpoint, { input: own }],
  ];
}
