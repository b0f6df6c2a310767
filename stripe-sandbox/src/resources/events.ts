import { createdRange, listParams, p } from '../core/params.ts';
import { route, type SandboxModule } from '../core/route.ts';

/** The events an account's objects caused, newest first (for reconciling missed webhooks). */
export const events: SandboxModule = {
  routes: [
    route({
      method: 'GET',
      path: '/v1/events/:id',
      params: p.object({ expand: p.expand().optional() }),
      handler: (ctx, _params, path) => ctx.store.get('event', path.id!),
    }),
    route({
      method: 'GET',
      path: '/v1/events',
      params: p.object({
        ...listParams,
        type: p.string().optional(),
        delivery_success: p.boolean().optional(),
      }),
      handler: (ctx, params) =>
        ctx.store.list('event', '/v1/events', {
          limit: params.limit,
          starting_after: params.starting_after,
          ending_before: params.ending_before,
          created: createdRange(params.created),
          where: { type: params.type },
        }),
    }),
  ],
};
