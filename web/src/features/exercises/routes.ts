// The routes of exercises (paths in app/route-paths.ts), composed into the app's table by
// app/route-table.ts. Each page is its own chunk.
import type { RouteEntry } from '../../lib/routes/route-types';

const library = () => import('./pages/exercises-library-page');

export const exercisesRoutes: readonly RouteEntry[] = [
  // --- 2.6 libraries ---
  {
    name: 'my_exercises_library',
    access: 'coach',
    page: library,
    title: 'Exercises',
  },
];
