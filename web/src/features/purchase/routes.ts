// The routes of purchase (paths in app/route-paths.ts), composed into the app's table by
// app/route-table.ts. Each page is its own chunk, but the public program page.
import type { RouteEntry } from '../../lib/routes/route-types';
import * as publicPlanPage from './pages/public-plan-page';

const clientMyPrograms = () => import('./pages/client-my-programs-page');
/**
 * The page a coach's clients open first, often on a phone: part of the first script rather than
 * a chunk fetched after it (docs/decisions/platform-testing.md, "Chunks").
 */
const publicPlan = () => Promise.resolve(publicPlanPage);
const planPurchaseForm = () => import('./pages/plan-purchase-form-page');

export const purchaseRoutes: readonly RouteEntry[] = [
  // --- 2.4 client area ---
  {
    name: 'user_my_plans',
    access: 'user',
    page: clientMyPrograms,
    title: 'My programs',
  },
  {
    name: 'user_my_past_plans',
    access: 'user',
    page: clientMyPrograms,
    title: 'My programs',
  },
  {
    name: 'user_my_invites_plans',
    access: 'user',
    page: clientMyPrograms,
    title: 'My programs',
  },

  // --- 2.5 program pages ---
  {
    name: 'public_plan',
    access: 'public',
    page: publicPlan,
    title: 'Program',
    publicPage: true,
  },
  {
    name: 'plan_purchase_form',
    access: 'authenticated',
    page: planPurchaseForm,
    title: 'Checkout',
  },
];
