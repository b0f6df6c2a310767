import type { EndpointDefinition } from '@forma/contract/common/endpoint';
import { setPlanClientTracksEndpoint } from '@forma/contract/clients/clients.endpoints';
import { planTracks } from '../../src/modules/programs/programs.tables.ts';
import { planMemberships } from '../../src/modules/purchase/purchase.tables.ts';
import { uniqueEmail } from '../helpers.ts';
import type { Sample } from './samples.ts';
import type { World } from './world.ts';

let made = 0;

/** A client of the world's program and a new track of it, to put them on. */
async function clientAndTrack(world: World) {
  const db = world.t.database.db;
  const [membership] = await db
    .insert(planMemberships)
    .values({
      planId: world.planId,
      accountId: world.accountId,
      email: uniqueEmail('track-client').toLowerCase(),
      state: 'active',
      startDate: '2020-01-01',
      applied: true,
    })
    .returning({ id: planMemberships.id });
  const [track] = await db
    .insert(planTracks)
    .values({ planId: world.planId, name: `Matrix Track ${++made}`, position: made })
    .returning({ id: planTracks.id });
  return { membershipId: membership!.id, trackId: track!.id };
}

export function clientTracksSamples(): [EndpointDefinition, Sample][] {
  return [
    [
      setPlanClientTracksEndpoint,
      {
        input: async (world) => {
          const { membershipId, trackId } = await clientAndTrack(world);
          return {
            params: { id: world.planId, membership_id: membershipId },
            body: { track_ids: [trackId] },
          };
        },
      },
    ],
  ];
}
