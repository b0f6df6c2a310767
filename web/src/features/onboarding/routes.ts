// The routes of onboarding (paths in app/route-paths.ts), composed into the app's table by
// app/route-table.ts. Each page is its own chunk.
import * as rules from '../../lib/routes/route-rules';
import type { RouteEntry } from '../../lib/routes/route-types';

const setupProfile = () => import('./pages/setup-profile-page');
const signUp = () => import('./pages/sign-up-page');
const verifyInformation = () => import('./pages/verify-information-page');
const createTeam = () => import('./pages/create-team-page');
const acceptInvitation = () => import('./pages/accept-invitation-page');
const athleteInvitation = () => import('./pages/athlete-invitation-page');
const success = () => import('./pages/success-page');

export const onboardingRoutes: readonly RouteEntry[] = [
  // --- 2.2 onboarding ---
  {
    name: 'onboarding-coach-setup-profile',
    access: 'coach',
    page: setupProfile,
    title: 'Set up your profile',
    layout: 'bare',
    rule: rules.setupProfile,
  },
  {
    name: 'onboarding-coaching-signup',
    access: 'public',
    page: signUp,
    title: 'Sign up',
    layout: 'bare',
    guestOnly: true,
    rule: rules.signUpRole,
  },
  {
    name: 'onboarding-verify-information',
    access: 'public',
    page: verifyInformation,
    title: 'Verify information',
    layout: 'bare',
    availableToBlocked: true,
    rule: rules.verifyInformationRole,
  },
  {
    name: 'onboarding-create',
    access: 'public',
    page: createTeam,
    title: 'Create your team',
    layout: 'bare',
    availableToBlocked: true,
    rule: rules.createType,
  },
  {
    name: 'onboarding-setup',
    access: 'coach',
    page: createTeam,
    title: 'Create your team',
    layout: 'bare',
    availableToBlocked: true,
    rule: rules.setupType,
  },
  {
    name: 'onboarding-accept-invitation',
    access: 'public',
    page: acceptInvitation,
    title: 'Accept invitation',
    layout: 'bare',
    availableToBlocked: true,
    rule: rules.acceptInvitation,
  },
  {
    name: 'onboarding-athlete-invitation',
    access: 'public',
    page: athleteInvitation,
    title: 'Accept invitation',
    layout: 'bare',
    rule: rules.athleteInvitation,
  },

  // --- 2.3 other entry routes ---
  {
    name: 'success',
    access: 'authenticated',
    page: success,
    title: 'Welcome',
    layout: 'bare',
    availableToBlocked: true,
    rule: rules.successPage,
  },
];
