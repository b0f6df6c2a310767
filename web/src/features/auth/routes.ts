// The routes of auth (paths in app/route-paths.ts), composed into the app's table by
// app/route-table.ts. Each page is its own chunk.
import type { RouteEntry } from '../../lib/routes/route-types';

const signIn = () => import('./pages/sign-in-page');
const forgotPassword = () => import('./pages/forgot-password-page');
const resetPassword = () => import('./pages/reset-password-page');
const confirmation = () => import('./pages/confirmation-page');

export const authRoutes: readonly RouteEntry[] = [
  // --- 2.2 onboarding ---
  {
    name: 'onboarding-signin',
    access: 'public',
    page: signIn,
    title: 'Log in',
    layout: 'bare',
    guestOnly: true,
  },
  {
    name: 'onboarding-forgot-password',
    access: 'public',
    page: forgotPassword,
    title: 'Forgot password',
    layout: 'bare',
  },
  {
    name: 'onboarding-reset-password',
    access: 'public',
    page: resetPassword,
    title: 'Reset password',
    layout: 'bare',
  },

  // --- 2.3 other entry routes ---
  {
    name: 'confirmation',
    access: 'public',
    page: confirmation,
    title: 'Confirm your e-mail',
    layout: 'bare',
  },
];
