import { useMatches } from '../router';
import { routeNameOf } from './paths';
import type { RouteName } from './route-paths';
import type { Params, RouteDef } from './route-types';

export type RouteHandle = { route: RouteDef };

export type CurrentRoute = { def: RouteDef; name: RouteName; params: Params } | null;

const hasRoute = (handle: unknown): handle is RouteHandle =>
  Boolean(handle && typeof handle === 'object' && 'route' in handle);

/** The route-table entry of the page on screen (with its variant name, e.g. settings_emails). */
export function useCurrentRoute(): CurrentRoute {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const match = matches[i]!;
    const { handle } = match.route;
    if (hasRoute(handle)) {
      return {
        def: handle.route,
        name: routeNameOf(handle.route, match.params),
        params: match.params,
      };
    }
  }
  return null;
}
