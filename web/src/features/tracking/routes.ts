// The routes of the tracking area (paths in app/route-paths.ts), composed into the app's table
// by app/route-table.ts. Each page is its own chunk.
import type { RouteEntry } from '../../lib/routes/route-types';

export const trackingRoutes: readonly RouteEntry[] = [
  // --- 2.4 client area: the client's training calendar ---
  {
    name: 'calendar',
    access: 'user',
    page: () => import('./pages/calendar-page'),
    title: 'Calendar',
    noFooter: true,
  },
  // --- 2.6 calendars: a client's calendar as their coach sees it ---
  {
    name: 'athlete_calendar',
    access: 'coach',
    page: () => import('./pages/athlete-calendar-page'),
    title: 'Client calendar',
  },
];
