// What other areas may use of platform-plan: the one file they import from it (eslint.config.js).
export { loadSubscription } from './account-subscription.ts';
export { callerSubscription, callerSubscriptionRead } from './caller-subscription.ts';
export { accountClientCounts } from './client-counts.ts';
export { createSubscription, startTrial } from './platform-plan.service.ts';
