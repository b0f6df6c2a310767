import type { QueryClient } from '@tanstack/react-query';
import {
  createBrowserHistory,
  createRouter,
  type GuardArgs,
  type RouteObject,
} from '../lib/router';
import { storageKeys } from '../lib/storage-keys';
import { meQueryOptions } from '../lib/session/me';
import { guardSession } from '../lib/session/session';
import { resolveAccess } from './guards/resolve-access';
import { BareLayout } from './bare-layout';
import { RootLayout } from './root-layout';
import { RouteErrorPage } from './pages/route-error-page';
import { routeTable } from './route-table';
import type { GuardContext, GuardEffect, RouteDef } from '../lib/routes/route-types';
import { ShellLayout } from './shell/app-shell';
import type { RouteHandle } from '../lib/routes/use-current-route';

/** The last page the guards let through: 2.9's "coming from a public page". */
let lastAllowed: GuardContext['from'] = null;

function applyEffects(effects: readonly GuardEffect[] | undefined) {
  for (const effect of effects ?? []) {
    if ('storeReturnPath' in effect)
      localStorage.setItem(storageKeys.returnPath, effect.storeReturnPath);
    else localStorage.setItem(storageKeys.utmQuery, effect.storeUtmQuery);
  }
}

/** The guard of one route: load the session, ask resolveAccess, then redirect or render. */
export const guardOf =
  (def: RouteDef, queryClient: QueryClient) =>
  async ({ params, location }: GuardArgs): Promise<string | undefined> => {
    def.prefetch?.(params, queryClient);
    const me = await queryClient.ensureQueryData(meQueryOptions());
    const target = `${location.pathname}${location.search}`;
    const decision = resolveAccess(def, {
      session: guardSession(me),
      params,
      search: location.search,
      target,
      from: lastAllowed,
    });
    applyEffects(decision.effects);
    if ('redirect' in decision) {
      // A redirect is not a page the visitor came from: the next guard must not store it again.
      lastAllowed = null;
      return decision.redirect;
    }
    lastAllowed = { path: target, publicPage: Boolean(def.publicPage) };
    return undefined;
  };

/** A route object per table entry, its page in its own chunk. */
export function tableRoute(def: RouteDef, queryClient: QueryClient): RouteObject {
  const page = def.page;
  return {
    id: def.name,
    path: def.path,
    handle: { route: def } satisfies RouteHandle,
    guard: guardOf(def, queryClient),
    // A route without a page only redirects: its guard never lets it render.
    ...(page && { lazy: async () => (await page()).default }),
  };
}

export function appRoutes(
  queryClient: QueryClient,
  table: readonly RouteDef[] = routeTable,
): RouteObject[] {
  const routes = (layout: 'shell' | 'bare') =>
    table
      .filter((def) => (def.layout ?? 'shell') === layout)
      .map((def) => tableRoute(def, queryClient));
  return [
    {
      id: 'root',
      Component: RootLayout,
      ErrorBoundary: RouteErrorPage,
      children: [
        { id: 'shell', Component: ShellLayout, children: routes('shell') },
        { id: 'bare', Component: BareLayout, children: routes('bare') },
      ],
    },
  ];
}

export const createAppRouter = (queryClient: QueryClient) =>
  createRouter(appRoutes(queryClient), createBrowserHistory());
