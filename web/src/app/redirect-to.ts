import { pathTo } from '../lib/routes/paths';
import type { RouteName } from '../lib/routes/route-paths';
import type { GuardContext, Params } from '../lib/routes/route-types';

/** A redirect to a named route, with the opened route's params unless `params` picks others. */
export const to =
  (
    name: RouteName,
    params?: (p: Params, ctx: GuardContext) => Record<string, string | number | undefined>,
  ) =>
  (ctx: GuardContext): string =>
    pathTo(name, params ? params(ctx.params, ctx) : { ...ctx.params });
