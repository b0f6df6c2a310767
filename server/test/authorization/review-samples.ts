import { randomUUID } from 'node:crypto';
import type { EndpointDefinition } from '@forma/contract/common/endpoint';
import type { ScheduleDay } from '@forma/contract/training/schedule.schemas';
import {
  addBlockCommentEndpoint,
  getAthleteCommentsEndpoint,
  getBlockCommentsEndpoint,
  getReviewCountsEndpoint,
  getReviewDayEndpoint,
  replyToAthleteEndpoint,
  saveFeedbackEndpoint,
} from '@forma/contract/tracking/tracking.endpoints';
import { rescheduleClientEndpoint } from '@forma/contract/clients/clients.endpoints';
import { planMemberships } from '../../src/modules/purchase/purchase.tables.ts';
import { createPlan } from '../programs-helpers.ts';
import { trainingDay } from '../review-helpers.ts';
import type { Sample } from './samples.ts';
import type { World } from './world.ts';

/** A past day of the world's program both member clients see, made once per world. */
const days = new WeakMap<World, Promise<ScheduleDay>>();
const REVIEWED_DATE = '2024-05-01';

function reviewedDay(world: World) {
  let day = days.get(world);
  if (!day) {
    day = trainingDay(world.t, world.people.owner, world.planId, { date: REVIEWED_DATE });
    days.set(world, day);
  }
  return day;
}

/** A Session 1 Day 1 program of the world's account with the member client on it. */
const progressive = new WeakMap<World, Promise<{ id: number; membershipId: number }>>();
function progressiveClient(world: World) {
  let found = progressive.get(world);
  if (!found) {
    found = (async () => {
      const plan = await createPlan(world.t, world.people.owner.token, { plan_type: 'membership' });
      const [row] = await world.t.database.db
        .insert(planMemberships)
        .values({
          planId: plan.id,
          accountId: world.accountId,
          userId: world.people.member_client.private.id,
          state: 'active',
          startDate: '2020-01-01',
          applied: true,
        })
        .returning({ id: planMemberships.id });
      return { id: plan.id, membershipId: row!.id };
    })();
    progressive.set(world, found);
  }
  return found;
}

const comment = () => ({ body: 'How did it feel?', client_key: randomUUID() });
const athlete = (world: World) => world.people.member_client.private.id;

export function reviewSamples(): [EndpointDefinition, Sample][] {
  return [
    [
      getBlockCommentsEndpoint,
      {
        input: async (world) => ({
          params: { block_id: (await reviewedDay(world)).blocks[0]!.id },
        }),
      },
    ],
    [
      addBlockCommentEndpoint,
      {
        input: async (world) => ({
          params: { block_id: (await reviewedDay(world)).blocks[0]!.id },
          body: comment(),
        }),
      },
    ],
    [
      getAthleteCommentsEndpoint,
      {
        input: async (world) => ({
          params: { user_id: athlete(world), block_id: (await reviewedDay(world)).blocks[0]!.id },
        }),
      },
    ],
    [
      replyToAthleteEndpoint,
      {
        input: async (world) => ({
          params: { user_id: athlete(world), block_id: (await reviewedDay(world)).blocks[0]!.id },
          body: comment(),
        }),
      },
    ],
    [
      saveFeedbackEndpoint,
      {
        input: async (world) => ({
          params: { user_id: athlete(world), day_id: (await reviewedDay(world)).id },
          body: { kind: 'training', body: 'Solid session.' },
        }),
      },
    ],
    [
      getReviewCountsEndpoint,
      {
        input: async (world) => {
          await reviewedDay(world);
          return { params: { id: world.planId }, query: { from: '2024-04-29', to: '2024-05-05' } };
        },
      },
    ],
    [
      getReviewDayEndpoint,
      {
        input: async (world) => ({
          params: { id: world.planId, day_id: (await reviewedDay(world)).id },
        }),
      },
    ],
    [
      rescheduleClientEndpoint,
      {
        input: async (world) => {
          const plan = await progressiveClient(world);
          return {
            params: { id: plan.id, membership_id: plan.membershipId },
            body: { week: 1, day: 1 },
          };
        },
      },
    ],
  ];
}
