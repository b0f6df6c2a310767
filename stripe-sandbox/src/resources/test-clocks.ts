import type Stripe from 'stripe';
import type { Ctx } from '../core/context.ts';
import { invalidRequest } from '../core/errors.ts';
import { newId } from '../core/ids.ts';
import { listParams, p } from '../core/params.ts';
import { route, type SandboxModule } from '../core/route.ts';

export type TestClock = Stripe.TestHelpers.TestClock & {
  id: string;
  object: 'test_helpers.test_clock';
};

export const TEST_CLOCK = 'test_helpers.test_clock';

export async function createClock(
  ctx: Ctx,
  frozenTime: number,
  name: string | null,
): Promise<TestClock> {
  const created = await ctx.now();
  const clock: TestClock = {
    id: newId('clock'),
    object: TEST_CLOCK,
    created,
    deletes_after: created + 30 * 86_400,
    frozen_time: frozenTime,
    livemode: false,
    name,
    status: 'ready',
    status_details: {},
  };
  await ctx.store.insert(clock);
  await ctx.emit('test_helpers.test_clock.created', clock);
  return clock;
}

/** Moves `clock` to `frozenTime` and runs what falls due for its objects in between. */
export async function advanceClock(
  ctx: Ctx,
  clock: TestClock,
  frozenTime: number,
  timed: SandboxModule[],
): Promise<TestClock> {
  const advanced: TestClock = { ...clock, frozen_time: frozenTime, status: 'ready' };
  await ctx.store.save(advanced);
  for (const module of timed) {
    if (module.advance) await module.advance(ctx, frozenTime, clock.id);
  }
  await ctx.emit('test_helpers.test_clock.ready', advanced);
  return advanced;
}

/**
 * Stripe's test clocks: a customer made on a clock lives at the clock's frozen time, and
 * advancing the clock runs everything due in between (renewals, trial ends, retries, expiries)
 * for that clock's objects. The sandbox advances synchronously, so the clock answers `ready`.
 */
export function testClocks(timed: SandboxModule[]): SandboxModule {
  return {
    routes: [
      route({
        method: 'POST',
        path: '/v1/test_helpers/test_clocks',
        params: p.object({
          frozen_time: p.integer(),
          name: p.string().optional(),
          expand: p.expand().optional(),
        }),
        handler: (ctx, params) => createClock(ctx, params.frozen_time, params.name ?? null),
      }),
      route({
        method: 'GET',
        path: '/v1/test_helpers/test_clocks/:id',
        params: p.object({ expand: p.expand().optional() }),
        handler: (ctx, _params, path) => ctx.store.get(TEST_CLOCK, path.id!),
      }),
      route({
        method: 'GET',
        path: '/v1/test_helpers/test_clocks',
        params: p.object(listParams),
        handler: (ctx, params) =>
          ctx.store.list(TEST_CLOCK, '/v1/test_helpers/test_clocks', {
            limit: params.limit,
            starting_after: params.starting_after,
            ending_before: params.ending_before,
          }),
      }),
      route({
        method: 'DELETE',
        path: '/v1/test_helpers/test_clocks/:id',
        params: p.object({}),
        handler: async (ctx, _params, path) => {
          const clock = await ctx.store.get<TestClock>(TEST_CLOCK, path.id!, { forUpdate: true });
          await ctx.store.remove(clock.id);
          await ctx.emit('test_helpers.test_clock.deleted', clock);
          return { id: clock.id, object: TEST_CLOCK, deleted: true };
        },
      }),
      route({
        method: 'POST',
        path: '/v1/test_helpers/test_clocks/:id/advance',
        params: p.object({ frozen_time: p.integer(), expand: p.expand().optional() }),
        handler: async (ctx, params, path) => {
          const clock = await ctx.store.get<TestClock>(TEST_CLOCK, path.id!, { forUpdate: true });
          if (params.frozen_time <= clock.frozen_time) {
            throw invalidRequest(
              'The test clock cannot be advanced to a time before its current frozen time.',
              'frozen_time',
            );
          }
          return advanceClock(ctx, clock, params.frozen_time, timed);
        },
      }),
    ],
  };
}
