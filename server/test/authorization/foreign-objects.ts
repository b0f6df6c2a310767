import type { BodyIdKind } from '@forma/contract/common/body-ids';
import { exercises } from '../../src/modules/exercises/exercises.tables.ts';
import { media } from '../../src/modules/media/media.tables.ts';
import { planPrices, plans, planTracks } from '../../src/modules/programs/programs.tables.ts';
import { templates } from '../../src/modules/templates/templates.tables.ts';
import {
  blockExercises,
  scheduleBlocks,
  scheduleDays,
} from '../../src/modules/training/training.tables.ts';
import { now } from '../../src/platform/clock.ts';
import { planMemberships } from '../../src/modules/purchase/purchase.tables.ts';
import { newClient, newCoach } from '../programs-helpers.ts';
import type { World } from './world.ts';

/**
 * One object of each kind a body id may name, none of which any caller of the world may use
 * there: private objects of a coach's account that no caller has a tie to (for the fields that
 * name another account by design, that account itself, which takes no payments and has no
 * client or member from the world). A kind without a maker here does not compile.
 */
export type ForeignObjects = Record<BodyIdKind, number>;

const made = new WeakMap<World, Promise<ForeignObjects>>();

export function foreignObjects(world: World): Promise<ForeignObjects> {
  let objects = made.get(world);
  if (!objects) {
    objects = makeForeignObjects(world);
    made.set(world, objects);
  }
  return objects;
}

async function makeForeignObjects(world: World): Promise<ForeignObjects> {
  const db = world.t.database.db;
  const stranger = await newCoach(world.t);
  const accountId = stranger.current.id;
  const [item] = await db
    .insert(media)
    .values({
      library: 'account',
      ownerAccountId: accountId,
      type: 'image',
      title: 'Private plan',
      uploadedAt: now(),
      state: 'published',
    })
    .returning({ id: media.id });
  const [exercise] = await db
    .insert(exercises)
    .values({
      accountId,
      name: 'Private Lift',
      category: 'strength',
      muscleGroup: 'back',
      equipment: 'strength',
    })
    .returning({ id: exercises.id });
  const [template] = await db
    .insert(templates)
    .values({
      accountId,
      kind: 'day',
      name: 'Private Template',
      content: { days: [{ offset: 0, blocks: [] }] },
      blockCount: 0,
      weekCount: 1,
    })
    .returning({ id: templates.id });
  const [plan] = await db
    .insert(plans)
    .values({
      accountId,
      createdById: stranger.private.id,
      planType: 'membership',
      title: 'Private Program',
      pricing: 'paid',
      currency: 'USD',
      color: '#336699',
    })
    .returning({ id: plans.id });
  const planId = plan!.id;
  const [price] = await db
    .insert(planPrices)
    .values({ planId, period: 'monthly', amount: 1000, currency: 'USD' })
    .returning({ id: planPrices.id });
  const [track] = await db
    .insert(planTracks)
    .values({ planId, name: 'Private Track', position: 0 })
    .returning({ id: planTracks.id });
  const [day] = await db
    .insert(scheduleDays)
    .values({ planId, dayIndex: 0 })
    .returning({ id: scheduleDays.id });
  const [block] = await db
    .insert(scheduleBlocks)
    .values({ dayId: day!.id, planId, trackId: track!.id, position: 0, kind: 'training' })
    .returning({ id: scheduleBlocks.id });
  const [prescribed] = await db
    .insert(blockExercises)
    .values({ blockId: block!.id, exerciseId: exercise!.id, position: 0, sets: [] })
    .returning({ id: blockExercises.id });
  return {
    account: accountId,
    // A client of the stranger's program only.
    client: await clientOf(world, planId, accountId),
    media: item!.id,
    exercise: exercise!.id,
    template: template!.id,
    plan: planId,
    price: price!.id,
    track: track!.id,
    block: block!.id,
    block_exercise: prescribed!.id,
  };
}

async function clientOf(world: World, planId: number, accountId: number) {
  const client = await newClient(world.t);
  await world.t.database.db.insert(planMemberships).values({
    planId,
    accountId,
    userId: client.private.id,
    state: 'active',
    startDate: '2020-01-01',
    applied: true,
  });
  return client.private.id;
}
