import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import type { ProgramClientRow } from '@forma/contract/programs/memberships.schemas';
import type { CoachPlan } from '@forma/contract/programs/programs.schemas';
import { routeByName } from '../../../../app/paths';
import type { RouteName } from '../../../../app/route-table';
import { renderRoutes } from '../../../../test/render';
import { PROGRAM_SECTIONS } from './program-sections';

export const coachPlan = (extra: Partial<CoachPlan> = {}): CoachPlan => ({
  id: 7,
  account_id: 2,
  plan_type: 'one_many',
  plan_type_label: 'Group Rolling Calendar',
  title: 'Strength Base',
  description: '<p>Get strong.</p>',
  status: 'published',
  published_at: 1_700_000_000,
  plan_pricing: 'free',
  currency: 'USD',
  price_options: [],
  trial_days: null,
  sessions_per_day: 1,
  skip_sales_page: false,
  welcome_message: '',
  waiver: { enabled: false, text: '', attachments: [] },
  visibility_days: null,
  is_private: false,
  allowed_emails: [],
  show_on_storefront: true,
  performance_notifications: 'show',
  custom_url: 'strength-base',
  public_url: '/p/strength-base',
  color: '#389840',
  tracks: [],
  coach_notes: '',
  covers: [],
  attachments: [],
  blocked_downloads: false,
  blocked_subscriptions: false,
  muted: false,
  counts: { active: 2, in_trial: 0, scheduled: 1, pending: 3, past: 4 },
  level: null,
  average_duration: null,
  weeks_duration: null,
  sections_duration: null,
  launch_date: null,
  training_scheduled_to: null,
  created_at: 1_699_000_000,
  updated_at: 1_700_000_000,
  ...extra,
});

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
