import type { ReactElement } from 'react';
import type { RouteObject } from '../../../../lib/router';
import { routeByName } from '../../../../app/route-table';
import type { RouteName } from '../../../../app/route-paths';
import { renderRoutes } from '../../../../test/render';
import { PROGRAM_SECTIONS } from './program-sections';

/** Renders `element` on every program view route (so the tab links lead somewhere), at `route`. */
export function renderProgramRoute(element: ReactElement, route: RouteName, planId = 7) {
  const routes: RouteObject[] = PROGRAM_SECTIONS.map((section) => {
    const def = routeByName(section.route);
    return { path: def.path, element, handle: { route: def } };
  });
  const path = routeByName(route).path.replace(':plan_id', String(planId));
  return renderRoutes([...routes, { path: '*', element: <p>Elsewhere</p> }], { path });
}
