// What other areas may use of memberships: the one file they import from it (eslint.config.js).
export { accountClientCounts } from './client-counts.ts';
export { hasOngoingClients } from './membership-groups.ts';
export {
  currentClients,
  ongoingMembersCount,
  planClientCounts,
  priceSubscriptionCounts,
} from './membership-queries.ts';
