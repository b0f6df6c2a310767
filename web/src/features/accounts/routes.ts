// The routes of accounts (paths in app/route-paths.ts), composed into the app's table by
// app/route-table.ts. Each page is its own chunk.
import * as rules from '../../lib/routes/route-rules';
import type { RouteEntry } from '../../lib/routes/route-types';

const businessSetup = () => import('./pages/business-setup-page');
const createAccount = () => import('./pages/create-account-page');
const myAccounts = () => import('./pages/my-accounts-page');
const clientProfile = () => import('./pages/client-profile-page');
const coachMyProfile = () => import('./pages/coach-my-profile-page');

export const accountsRoutes: readonly RouteEntry[] = [
  // --- 2.2 onboarding ---
  {
    name: 'onboarding-business-setup',
    access: 'coach',
    page: businessSetup,
    title: 'Set up your business',
    layout: 'bare',
    availableToBlocked: true,
    rule: rules.businessSetupType,
  },

  // --- 2.3 other entry routes ---
  {
    name: 'create-account',
    access: 'coach',
    page: createAccount,
    title: 'Create account',
    availableToBlocked: true,
  },

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
  {
    name: 'coach_profile_my_accounts',
    access: 'coach',
    page: myAccounts,
    title: 'My accounts',
    availableToBlocked: true,
  },
];
