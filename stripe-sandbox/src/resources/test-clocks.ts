import type Stripe from 'stripe';
import { invalidRequest } from '../core/errors.ts';
import { newId } from '../core/ids.ts';
import { listParams, p } from '../core/params.ts';
import { route, type SandboxModule } from '../core/route.ts';

type TestClock = Stripe.TestHelpers.TestClock & { id: string; object: 'test_helpers.test_clock' };

const OBJECT = 'test_helpers.test_clock';

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
        handler: async (ctx, params) => {
          const created = await ctx.now();
          const clock: TestClock = {
            id: newId('clock'),
            object: OBJECT,
            created,
            deletes_after: created + 30 * 86_400,
            frozen_time: params.frozen_time,
            livemode: false,
            name: params.name ?? null,
            status: 'ready',
            status_details: {},
          };
          await ctx.store.insert(clock);
          await ctx.emit('test_helpers.test_clock.created', clock);
          return clock;
        },
      }),
      route({
        method: 'GET',
        path: '/v1/test_helpers/test_clocks/:id',
        params: p.object({ expand: p.expand().optional() }),
        handler: (ctx, _params, path) => ctx.store.get(OBJECT, path.id!),
      }),
      route({
        method: 'GET',
        path: '/v1/test_helpers/test_clocks',
        params: p.object(listParams),
        handler: (ctx, params) =>
          ctx.store.list(OBJECT, '/v1/test_helpers/test_clocks', {
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
          const clock = await ctx.store.get<TestClock>(OBJECT, path.id!, { forUpdate: true });
          await ctx.store.remove(clock.id);
          await ctx.emit('test_helpers.test_clock.deleted', clock);
          return { id: clock.id, object: OBJECT, deleted: true };
        },
      }),
      route({
        method: 'POST',
        path: '/v1/test_helpers/test_clocks/:id/advance',
        params: p.object({ frozen_time: p.integer(), expand: p.expand().optional() }),
        handler: async (ctx, params, path) => {
          const clock = await ctx.store.get<TestClock>(OBJECT, path.id!, { forUpdate: true });
          if (params.frozen_time <= clock.frozen_time) {
            throw invalidRequest(
              'The test clock cannot be advanced to a time before its current frozen time.',
              'frozen_time',
            );
          }
          const advanced: TestClock = {
            ...clock,
            frozen_time: params.frozen_time,
            status: 'ready',
          };
          await ctx.store.save(advanced);
          for (const module of timed) {
            if (module.advance) await module.advance(ctx, params.frozen_time, clock.id);
          }
          await ctx.emit('test_helpers.test_clock.ready', advanced);
          return advanced;
        },
      }),
    ],
  };
}
