import type { Ctx } from '../../core/context.ts';
import { invalidRequest, resourceMissing } from '../../core/errors.ts';
import { mergeMetadata } from '../../core/metadata.ts';
import { p } from '../../core/params.ts';
import { route, type Route } from '../../core/route.ts';
import { phaseParams, phasesFrom } from './schedule-phases.ts';
import { checkOpen, SCHEDULE, scheduleFrom, type Schedule } from './schedule-shape.ts';
import { releaseSchedule } from './schedule-transition.ts';
import { ENDED, saveSubscription, SUBSCRIPTION, type Subscription } from './subscription-shape.ts';
import { endSubscription } from './subscription-status.ts';

const createParams = p.object({
  from_subscription: p.string().optional(),
  customer: p.string().optional(),
  metadata: p.metadata().optional(),
  expand: p.expand().optional(),
});

const updateParams = p.object({
  phases: p.array(phaseParams).optional(),
  end_behavior: p.oneOf(['cancel', 'none', 'release', 'renew']).optional(),
  proration_behavior: p.oneOf(['always_invoice', 'create_prorations', 'none']).optional(),
  metadata: p.metadata().optional(),
  expand: p.expand().optional(),
});

/** `from_subscription`: the schedule takes over a subscription as it is now, one per subscription. */
async function createSchedule(ctx: Ctx, params: typeof createParams._output): Promise<Schedule> {
  if (!params.from_subscription) {
    throw invalidRequest(
      'The sandbox creates subscription schedules only with from_subscription.',
      'from_subscription',
      'parameter_missing',
    );
  }
  if (params.customer) {
    throw invalidRequest('You cannot set `customer` if `from_subscription` is set.', 'customer');
  }
  const subscription = await ctx.store.find<Subscription>(SUBSCRIPTION, params.from_subscription, {
    forUpdate: true,
  });
  if (!subscription) {
    throw resourceMissing('subscription', params.from_subscription, 'from_subscription');
  }
  if (subscription.schedule) {
    throw invalidRequest(
      `You cannot migrate a subscription that is already attached to a schedule: \`${String(subscription.schedule)}\`.`,
      'from_subscription',
    );
  }
  if (ENDED.includes(subscription.status) || subscription.status === 'incomplete') {
    throw invalidRequest(
      `You cannot migrate a subscription in the \`${subscription.status}\` status to a schedule.`,
      'from_subscription',
    );
  }
  if (subscription.cancel_at !== null) {
    throw invalidRequest(
      'You cannot migrate a subscription that is set to cancel to a schedule.',
      'from_subscription',
    );
  }
  const now = await ctx.now(subscription.customer);
  const schedule = scheduleFrom(subscription, now, mergeMetadata({}, params.metadata));
  await ctx.store.insert(schedule);
  await ctx.emit('subscription_schedule.created', schedule);
  await saveSubscription(ctx, subscription, { ...subscription, schedule: schedule.id });
  return schedule;
}

async function openSchedule(ctx: Ctx, id: string, action: 'update' | 'release' | 'cancel') {
  const schedule = await ctx.store.get<Schedule>(SCHEDULE, id, { forUpdate: true });
  checkOpen(schedule, action);
  const subscription = await ctx.store.get<Subscription>(SUBSCRIPTION, schedule.subscription!, {
    forUpdate: true,
  });
  return { schedule, subscription };
}

async function updateSchedule(
  ctx: Ctx,
  id: string,
  params: typeof updateParams._output,
): Promise<Schedule> {
  const { schedule, subscription } = await openSchedule(ctx, id, 'update');
  if (params.end_behavior && params.end_behavior !== 'release') {
    throw invalidRequest(
      'The sandbox supports end_behavior=release only: the subscription goes on after the last phase.',
      'end_behavior',
    );
  }
  let next: Schedule = {
    ...schedule,
    metadata: mergeMetadata(schedule.metadata ?? {}, params.metadata),
  };
  if (params.phases) {
    const phases = await phasesFrom(ctx, subscription, schedule, params.phases);
    next = { ...next, phases };
  }
  await ctx.store.save(next);
  await ctx.emit('subscription_schedule.updated', next, { phases: schedule.phases });
  return next;
}

export const subscriptionScheduleRoutes: Route[] = [
  route({
    method: 'POST',
    path: '/v1/subscription_schedules',
    params: createParams,
    handler: (ctx, params) => createSchedule(ctx, params),
  }),
  route({
    method: 'GET',
    path: '/v1/subscription_schedules/:id',
    params: p.object({ expand: p.expand().optional() }),
    handler: (ctx, _params, path) => ctx.store.get(SCHEDULE, path.id!),
  }),
  route({
    method: 'POST',
    path: '/v1/subscription_schedules/:id',
    params: updateParams,
    handler: (ctx, params, path) => updateSchedule(ctx, path.id!, params),
  }),
  route({
    method: 'POST',
    path: '/v1/subscription_schedules/:id/release',
    params: p.object({
      preserve_cancel_date: p.boolean().optional(),
      expand: p.expand().optional(),
    }),
    // The subscription goes on as it is now, on its own.
    handler: async (ctx, _params, path) => {
      const { schedule, subscription } = await openSchedule(ctx, path.id!, 'release');
      const now = await ctx.now(subscription.customer);
      await releaseSchedule(ctx, schedule, now);
      await saveSubscription(ctx, subscription, { ...subscription, schedule: null });
      return ctx.store.get(SCHEDULE, schedule.id);
    },
  }),
  route({
    method: 'POST',
    path: '/v1/subscription_schedules/:id/cancel',
    params: p.object({
      invoice_now: p.boolean().optional(),
      prorate: p.boolean().optional(),
      expand: p.expand().optional(),
    }),
    // Canceling a schedule cancels its subscription at once (Forma does not prorate).
    handler: async (ctx, _params, path) => {
      const { schedule, subscription } = await openSchedule(ctx, path.id!, 'cancel');
      const now = await ctx.now(subscription.customer);
      await endSubscription(
        ctx,
        { ...subscription, canceled_at: now, cancel_at: null, cancel_at_period_end: false },
        now,
        'canceled',
        { reason: 'cancellation_requested' },
      );
      return ctx.store.get(SCHEDULE, schedule.id);
    },
  }),
];
