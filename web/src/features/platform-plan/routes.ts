// The routes of platform-plan (paths in app/route-paths.ts), composed into the app's table by
// app/route-table.ts. Each page is its own chunk.
import * as rules from '../../lib/routes/route-rules';
import type { RouteEntry } from '../../lib/routes/route-types';

const coachBlocked = () => import('./pages/coach-blocked-page');

export const platformPlanRoutes: readonly RouteEntry[] = [
  // --- 2.6 coach area: account, subscription and settings ---
  {
    name: 'coach_blocked',
    access: 'coach',
    page: coachBlocked,
    title: 'Upgrade your account',
    availableToBlocked: true,
    rule: rules.coachBlocked,
  },
];
