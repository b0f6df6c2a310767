// Every route of platform.md section 2, composed from the shell's routes and each feature's
// routes.ts, with the paths of route-paths.ts. The router (router.tsx) is built from it and the
// guards (guards/resolve-access.ts) decide access from its access rule, flags and rules.
import { accountsRoutes } from '../features/accounts/routes';
import { authRoutes } from '../features/auth/routes';
import { billingRoutes } from '../features/billing/routes';
import { exercisesRoutes } from '../features/exercises/routes';
import { mediaRoutes } from '../features/media/routes';
import { onboardingRoutes } from '../features/onboarding/routes';
import { payoutsRoutes } from '../features/payouts/routes';
import { platformPlanRoutes } from '../features/platform-plan/routes';
import { programsRoutes } from '../features/programs/routes';
import { purchaseRoutes } from '../features/purchase/routes';
import { settingsRoutes } from '../features/settings/routes';
import { trackingRoutes } from '../features/tracking/routes';
import { trainingRoutes } from '../features/training/routes';
import { templatesRoutes } from '../features/templates/routes';
import { routePaths, routeVariants, type RouteName } from '../lib/routes/route-paths';
import type { Params, RouteDef, RouteEntry } from '../lib/routes/route-types';
import { withClientLists, withTemplateModals } from './slots/with-slots';
import { shellRoutes } from './routes';

const entries: readonly RouteEntry[] = [
  ...shellRoutes,
  ...authRoutes,
  ...onboardingRoutes,
  ...accountsRoutes,
  ...settingsRoutes,
  ...payoutsRoutes,
  ...platformPlanRoutes,
  ...purchaseRoutes,
  ...billingRoutes,
  ...programsRoutes.map(withClientLists),
  ...mediaRoutes,
  ...exercisesRoutes,
  ...trainingRoutes.map(withTemplateModals),
  ...templatesRoutes,
  ...trackingRoutes,
];

function variantsOf(name: RouteEntry['name']): Record<string, Params> | undefined {
  const found = Object.entries(routeVariants).filter(([, variant]) => variant.route === name);
  return found.length
    ? Object.fromEntries(found.map(([variant, { params }]) => [variant, params]))
    : undefined;
}

export const routeTable: readonly RouteDef[] = entries.map((entry) => ({
  ...entry,
  path: routePaths[entry.name],
  variants: variantsOf(entry.name),
}));

/** The table entry of a route or variant name. */
export function routeByName(name: RouteName): RouteDef {
  const base = Object.hasOwn(routeVariants, name)
    ? routeVariants[name as keyof typeof routeVariants].route
    : name;
  const def = routeTable.find((entry) => entry.name === base);
  if (!def) throw new Error(`Unknown route ${name}`);
  return def;
}
