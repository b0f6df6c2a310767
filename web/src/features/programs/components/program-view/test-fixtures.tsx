import type { ReactElement } from 'react';
import type { RouteObject } from '../../../../lib/router';
import { routePaths, type TableRouteName } from '../../../../lib/routes/route-paths';
import type { RouteDef } from '../../../../lib/routes/route-types';
import { renderRoutes } from '../../../../test/render';
import { PROGRAM_SECTIONS } from './program-sections';

const routeDef = (name: TableRouteName): RouteDef => ({
  name,
  access: 'coach-program',
  path: routePaths[name],
});

/** Renders `element` on every program view route (so the tab links lead somewhere), at `route`. */
export function renderProgramRoute(element: ReactElement, route: TableRouteName, planId = 7) {
  const routes: RouteObject[] = PROGRAM_SECTIONS.map((section) => {
    const def = routeDef(section.route);
    return { path: def.path, element, handle: { route: def } };
  });
  const path = routePaths[route].replace(':plan_id', String(planId));
  return renderRoutes([...routes, { path: '*', element: <p>Elsewhere</p> }], { path });
}
