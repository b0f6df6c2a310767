// The routes of the training area (paths in app/route-paths.ts), composed into the app's table
// by app/route-table.ts. Each page is its own chunk.
import type { RouteEntry } from '../../lib/routes/route-types';
import { prefetchBuilder } from './api/first-week';

const schedule = () => import('./pages/program-schedule-page');

export const trainingRoutes: readonly RouteEntry[] = [
  // --- 2.6 calendars: a 1-2-1 client's calendar ---
  {
    name: 'coach_calendar',
    access: 'coach',
    page: schedule,
    prefetch: prefetchBuilder,
    title: 'Calendar',
    noFooter: true,
    whiteTheme: true,
    betterOnDesktop: true,
    availableToBlocked: true,
  },
  // --- 2.6 programs: the schedule builder ---
  {
    name: 'edit_plan_calendar',
    access: 'coach',
    page: schedule,
    prefetch: prefetchBuilder,
    title: 'Edit program',
    betterOnDesktop: true,
  },
  {
    name: 'coach_program_schedule',
    access: 'coach-program',
    page: schedule,
    prefetch: prefetchBuilder,
    title: 'Program schedule',
    betterOnDesktop: true,
  },
];
