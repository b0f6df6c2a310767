// What other areas may use of memberships: the one file they import from it (eslint.config.js).
export { hasOngoingClients, overOngoingClients } from './membership-groups.ts';
export {
  currentClients,
  hasPaidOngoingMemberships,
  paysAccount,
  ongoingMembersCount,
  planClientCounts,
  priceSubscriptionCounts,
} from './membership-queries.ts';
export { effectiveState, isOngoing, listOf } from './membership-groups.ts';
export { missedPaymentPlanIds } from './missed-payments.ts';
export { type MembershipRow } from './purchase.presenter.ts';
export { CALENDAR_STATES, followedMembership } from './followed-memberships.ts';
export {
  attachInvitedPerson,
  changePlanMember,
  claimUnsentInvite,
  deletePlanMember,
  findMemberByEmail,
  findPlanMember,
  isPlanClient,
  insertPlanInvite,
  listPlanMembers,
  planMembersByIds,
  setClientTrainingTo,
  pageOfWaiverAcceptances,
  unsentPlanInvites,
  waiverAcceptedAt,
  type MemberChanges,
} from './plan-members.ts';
export { waiverAcceptedText } from './waiver-times.ts';
export { calendarMembershipsOf } from './client-memberships.ts';
export { followerMembership, planFollowers } from './plan-followers.ts';
export { cancelByCoach } from './paid/coach-cancel.ts';
export {
  cancelChoicesOf,
  paymentSummaries,
  presentLastPayment,
  type PaymentRow,
} from './paid/payment-summaries.ts';
export {
  clientPaymentsPage,
  findHistoryPayment,
  type HistoryPayment,
} from './paid/payment-history.ts';
export {
  followedMembershipColumns,
  followedMembershipId,
  joinFollowedMembership,
} from './followed-membership-sql.ts';
