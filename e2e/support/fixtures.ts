export const DEMO_PASSWORD = 'forma-demo';
export const FIXTURE_PASSWORD = 'forma-e2e-pass';

/** Coaches in each platform-plan state, made by prepare-server-data.ts before the server starts. */
export const FIXTURE_COACHES = {
  blocked: {
    email: 'blocked@e2e.test',
    firstName: 'Blake',
    accountTitle: 'Lapsed Team',
    state: 'blocked',
  },
  empty: { email: 'empty@e2e.test', firstName: 'Emery', accountTitle: '', state: 'empty' },
  trial: { email: 'trial@e2e.test', firstName: 'Tia', accountTitle: 'Trial Team', state: 'trial' },
  /** A business account whose subscription never started: not active, no trial, no trial end. */
  emptyBusiness: {
    email: 'dormant@e2e.test',
    firstName: 'Dana',
    accountTitle: 'Dormant Team',
    state: 'empty-business',
  },
} as const;
