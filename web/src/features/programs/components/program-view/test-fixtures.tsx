import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import type { ProgramClientRow } from '@forma/contract/clients/clients.schemas';
import { routeByName } from '../../../../app/route-table';
import type { RouteName } from '../../../../app/route-paths';
import { renderRoutes } from '../../../../test/render';
import { coachPlan } from '../../test-fixtures';
import { PROGRAM_SECTIONS } from './program-sections';

export { coachPlan };

export const clientRow = (extra: Partial<ProgramClientRow> = {}): ProgramClientRow => ({
  id: 11,
  user_id: 21,
  full_name: 'Casey Jordan',
  first_name: 'Casey',
  last_name: 'Jordan',
  email: 'casey@example.com',
  can_edit_email: false,
  avatar_url: null,
  state: 'active',
  invite_state: 'accepted',
  price_format: 'Free',
  is_free: true,
  duration: null,
  start_date: '2030-01-06',
  end_date: null,
  currently_at: null,
  trial_days_left: null,
  projected_end_date: null,
  training_programmed_to: '2030-02-01',
  status: { label: 'All Good', colour: 'primary' },
  status_kind: 'client',
  canceled_by: null,
  canceled_by_label: null,
  is_blocked: false,
  waiver_accepted_at: null,
  invited_at: null,
  ...extra,
});

export const clientsPage = (items: ProgramClientRow[], total_pages = 1) => ({
  items,
  pagination: { page: 1, per_page: 20, total_pages, total_count: items.length },
});

/** Renders `element` on every program view route (so the tab links lead somewhere), at `route`. */
export function renderProgramRoute(element: ReactElement, route: RouteName, planId = 7) {
  const routes: RouteObject[] = PROGRAM_SECTIONS.map((section) => {
    const def = routeByName(section.route);
    return { path: def.path, element, handle: { route: def } };
  });
  const path = routeByName(route).path.replace(':plan_id', String(planId));
  return renderRoutes([...routes, { path: '*', element: <p>Elsewhere</p> }], { path });
}
