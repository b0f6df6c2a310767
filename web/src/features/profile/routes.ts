// The routes of profile (paths in app/route-paths.ts), composed into the app's table by
// app/route-table.ts. Each page is its own chunk.
import type { RouteEntry } from '../../app/route-types';

const clientProfile = () => import('./pages/client-profile-page');
const coachMyProfile = () => import('./pages/coach-my-profile-page');

export const profileRoutes: readonly RouteEntry[] = [
  // --- 2.4 client area ---
  {
    name: 'user_profile_info',
    access: 'user',
    page: clientProfile,
    title: 'Profile',
  },

  // --- 2.6 coach area: account, subscription and settings ---
  {
    name: 'coach_my_profile_info',
    access: 'coach',
    page: coachMyProfile,
    title: 'My profile',
    availableToBlocked: true,
  },
];
