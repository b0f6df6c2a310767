import type { ComponentType, ReactNode } from 'react';
import type { Location } from './history';
import { expandPattern, matchSegments, scoreOf, splitPathname, type Params } from './match-path';

export type GuardArgs = { params: Params; location: Location };

export type RouteObject = {
  id?: string;
  /** Absolute, or relative to the parent's path; a route without one only lays out its children. */
  path?: string;
  element?: ReactNode;
  Component?: ComponentType;
  /** The route's component, loaded before it first renders (the page's own chunk). */
  lazy?: () => Promise<ComponentType>;
  /** Decides before the route renders: the path to go to instead, or nothing to render it. */
  guard?: (args: GuardArgs) => Promise<string | undefined> | string | undefined;
  /** Rendered in place of this route when it or a route inside fails to load or render. */
  ErrorBoundary?: ComponentType;
  /** Anything the app reads back through useMatches (the route table's entry). */
  handle?: unknown;
  children?: RouteObject[];
};

export type Match = { route: RouteObject; params: Params };

/** A leaf route with its parents, for one variant of its path. */
export type Branch = { routes: RouteObject[]; segments: string[] };

const joinPath = (base: string, path: string | undefined) =>
  path === undefined ? base : path.startsWith('/') ? path : `${base}/${path}`;

function collect(routes: readonly RouteObject[], parents: RouteObject[], base: string): Branch[] {
  return routes.flatMap((route) => {
    const path = joinPath(base, route.path);
    const chain = [...parents, route];
    if (route.children) return collect(route.children, chain, path);
    if (route.path === undefined) return [];
    return expandPattern(path).map((segments) => ({ routes: chain, segments }));
  });
}

/** Every leaf route as a branch, most specific first (ties keep the table's order). */
export const flattenRoutes = (routes: readonly RouteObject[]): Branch[] =>
  collect(routes, [], '').sort((a, b) => scoreOf(b.segments) - scoreOf(a.segments));

/** The routes from the root to the leaf that `pathname` opens, each with the params; [] if none. */
export function matchRoutes(branches: readonly Branch[], pathname: string): Match[] {
  const parts = splitPathname(pathname);
  for (const branch of branches) {
    const params = matchSegments(branch.segments, parts);
    if (params) return branch.routes.map((route) => ({ route, params }));
  }
  return [];
}
