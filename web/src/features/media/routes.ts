// The routes of media (paths in app/route-paths.ts), composed into the app's table by
// app/route-table.ts. Each page is its own chunk.
import type { RouteEntry } from '../../lib/routes/route-types';

const resources = () => import('./pages/resources-page');

export const mediaRoutes: readonly RouteEntry[] = [
  // --- 2.6 resources and clients ---
  {
    name: 'media_library',
    access: 'coach',
    page: resources,
    title: 'Resources',
  },
  {
    name: 'owner_media_library',
    access: 'coach',
    page: resources,
    title: 'Resources',
  },
];
