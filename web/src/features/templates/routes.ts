// The routes of templates (paths in app/route-paths.ts), composed into the app's table by
// app/route-table.ts. Each page is its own chunk.
import type { RouteEntry } from '../../lib/routes/route-types';

const list = () => import('./pages/templates-page');
const presets = () => import('./pages/presets-page');
const race = () => import('./pages/race-templates-page');

export const templatesRoutes: readonly RouteEntry[] = [
  // --- 2.6 libraries ---
  { name: 'workout_library_days', access: 'coach', page: list, title: 'Templates' },
  { name: 'templates_presets', access: 'coach', page: presets, title: 'Templates' },
  { name: 'templates_presets_create', access: 'coach', page: presets, title: 'Templates' },
  { name: 'templates_preset', access: 'coach', page: presets, title: 'Templates' },
  { name: 'templates_race', access: 'coach', page: race, title: 'Templates' },
  { name: 'templates_race_create', access: 'coach', page: race, title: 'Templates' },
  { name: 'templates_race_template', access: 'coach', page: race, title: 'Templates' },
];
