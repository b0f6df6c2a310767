// The routes of programs (paths in app/route-paths.ts), composed into the app's table by
// app/route-table.ts. Each page is its own chunk.
import * as rules from '../../lib/routes/route-rules';
import type { RouteEntry } from '../../lib/routes/route-types';

const myPlans = () => import('./pages/my-plans-page');
const programEdit = () => import('./pages/program-edit-page');
const programReview = () => import('./pages/program-review-page');
const programSignUpClients = () => import('./pages/program-sign-up-clients-page');
const programProgramming = () => import('./pages/program-programming-page');
const programDetails = () => import('./pages/program-details-page');
const programClients = () => import('./pages/program-clients-page');
const programSettings = () => import('./pages/program-settings-page');
const programWaiver = () => import('./pages/program-waiver-page');

export const programsRoutes: readonly RouteEntry[] = [
  // --- 2.6 programs ---
  {
    name: 'my_plans_active',
    access: 'coach',
    page: myPlans,
    title: 'Programs',
    availableToBlocked: true,
  },
  {
    name: 'my_plans_active_ready',
    access: 'coach',
    page: myPlans,
    title: 'Programs',
    availableToBlocked: true,
    rule: rules.welcomePopup,
  },
  {
    name: 'my_plans_attention',
    access: 'coach',
    page: myPlans,
    title: 'Programs',
    availableToBlocked: true,
  },
  {
    name: 'create_plan_main_info',
    access: 'coach',
    page: programEdit,
    title: 'New program',
  },
  {
    name: 'create_plan_review',
    access: 'coach',
    page: programReview,
    title: 'New program',
  },
  {
    name: 'edit_plan_main_info',
    access: 'coach',
    page: programEdit,
    title: 'Edit program',
  },
  {
    name: 'edit_plan_sign_up_clients',
    access: 'coach',
    page: programSignUpClients,
    title: 'Edit program',
  },
  {
    name: 'create_plan_schedule',
    access: 'coach',
    page: programProgramming,
    title: 'New program',
  },
  {
    name: 'edit_plan_schedule',
    access: 'coach',
    page: programProgramming,
    title: 'Edit program',
  },
  {
    name: 'coach_program_view_details',
    access: 'coach-program',
    page: programDetails,
    title: 'Program',
    availableToBlocked: true,
  },
  {
    name: 'coach_program_view_clients',
    access: 'coach-program',
    page: programClients,
    title: 'Program',
    availableToBlocked: true,
  },
  {
    name: 'coach_program_view_in_trials',
    access: 'coach-program',
    page: programClients,
    title: 'Program',
    availableToBlocked: true,
  },
  {
    name: 'coach_program_view_scheduled',
    access: 'coach-program',
    page: programClients,
    title: 'Program',
    availableToBlocked: true,
  },
  {
    name: 'coach_program_view_invites',
    access: 'coach-program',
    page: programClients,
    title: 'Program',
    availableToBlocked: true,
  },
  {
    name: 'coach_program_view_past',
    access: 'coach-program',
    page: programClients,
    title: 'Program',
    availableToBlocked: true,
  },
  {
    name: 'coach_program_view_settings',
    access: 'coach-program',
    page: programSettings,
    title: 'Program',
    availableToBlocked: true,
  },
  {
    name: 'coach_program_view_waiver',
    access: 'coach-program',
    page: programWaiver,
    title: 'Program',
    availableToBlocked: true,
  },
  {
    name: 'coach_program_edit',
    access: 'coach-program',
    page: programEdit,
    title: 'Edit program',
  },
];
