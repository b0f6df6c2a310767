// The routes of settings (paths in app/route-paths.ts), composed into the app's table by
// app/route-table.ts. Each page is its own chunk.
import * as rules from '../../lib/routes/route-rules';
import type { RouteEntry } from '../../lib/routes/route-types';

const clientSettings = () => import('./pages/client-settings-page');
const coachSettings = () => import('./pages/coach-settings-page');

export const settingsRoutes: readonly RouteEntry[] = [
  // --- 2.4 client area ---
  {
    name: 'settings',
    access: 'user',
    page: clientSettings,
    title: 'Settings',
    rule: rules.clientSettingsTab,
  },

  // --- 2.6 coach area: account, subscription and settings ---
  {
    name: 'coach_profile_tab',
    access: 'coach',
    page: coachSettings,
    title: 'Settings',
    needs: ['financial'],
    availableToBlocked: true,
    rule: rules.coachProfileTab,
  },
];
