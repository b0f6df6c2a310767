// What other areas may use of platform-plan: the one file they import from it (eslint.config.js).
export {
  FREE_PLAN_MAX_CLIENTS,
  createSubscription,
  findSubscription,
  joinSubscriptionOf,
  presentSubscription,
  settleEndedTrial,
  startTrial,
  subscriptionColumns,
  subscriptionWithQuery,
} from './platform-plan.service.ts';
