import type Stripe from 'stripe';
import { realNow, type Ctx } from '../core/context.ts';
import { invalidRequest } from '../core/errors.ts';
import { p } from '../core/params.ts';
import { route, type SandboxModule } from '../core/route.ts';
import { INVOICE } from './billing/invoice-shape.ts';
import { SUBSCRIPTION } from './billing/subscription-shape.ts';
import { advanceClock, createClock, TEST_CLOCK, type TestClock } from './test-clocks.ts';

type Clocked = { id: string; object: string; customer: string; test_clock: string | null };

/**
 * Puts a customer made on real time on a new test clock frozen at now, with the subscriptions and
 * invoices it has, so they run on the clock from here on (and no longer on real time).
 */
async function putOnClock(ctx: Ctx, customer: Stripe.Customer): Promise<TestClock> {
  const clock = await createClock(ctx, realNow(), `Customer ${customer.id}`);
  await ctx.store.save({ ...customer, test_clock: clock.id });
  for (const kind of [SUBSCRIPTION, INVOICE]) {
    for (const row of await ctx.store.all<Clocked>(kind, { customer: customer.id })) {
      if (row.account === ctx.account) await ctx.store.save({ ...row.data, test_clock: clock.id });
    }
  }
  return clock;
}

/**
 * A sandbox-only test helper, not a Stripe API: Stripe puts a customer on a test clock only when
 * it is made, but an app's journey makes its customers through the app. This moves one customer's
 * time forward by `seconds` (on the clock it has, else on a new one frozen at now), running its
 * trial ends, renewals and retries as advancing a test clock does. Secret key only, and
 * `Stripe-Account` for a connected account's customer; answers the clock.
 */
export function customerTimeTravel(timed: SandboxModule[]): SandboxModule {
  return {
    routes: [
      route({
        method: 'POST',
        path: '/sandbox/test_helpers/customers/:id/advance',
        params: p.object({ seconds: p.integer() }),
        handler: async (ctx, params, path) => {
          if (params.seconds < 1) {
            throw invalidRequest(
              'Time can only move forward: seconds must be 1 or more.',
              'seconds',
            );
          }
          const customer = await ctx.store.get<Stripe.Customer>('customer', path.id!, {
            forUpdate: true,
          });
          const clock = customer.test_clock
            ? await ctx.store.get<TestClock>(TEST_CLOCK, customer.test_clock as string, {
                forUpdate: true,
              })
            : await putOnClock(ctx, customer);
          return advanceClock(ctx, clock, clock.frozen_time + params.seconds, timed);
        },
      }),
    ],
  };
}
