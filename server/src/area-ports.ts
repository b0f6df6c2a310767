/**
 * The answers to what lower areas ask of higher ones (platform/ports.ts), wired above every area
 * as event-subscribers.ts and permissions.ts are: the asking area names the question and its
 * types, the answering area keeps its code, and neither imports the other.
 */
import {
  callerSubscription,
  createSubscription,
  loadSubscription,
  startTrial,
} from './modules/platform-plan/platform-plan.api.ts';
import { invitedProgram } from './modules/programs/programs.api.ts';
import {
  hasOngoingClients,
  hasPaidOngoingMemberships,
  ongoingMembersCount,
  paysAccount,
  planClientCounts,
  priceSubscriptionCounts,
} from './modules/purchase/purchase.api.ts';
import {
  markedDays,
  planTrainingDaysLeft,
  programmedSpan,
  trainingDaysLeftSql,
} from './modules/training/training.api.ts';
import { clientWarnings, coachOwnerWarnings } from './person-warnings.ts';
import type { AreaPorts } from './platform/ports.ts';
import { copyLibraryItems, copyProgramming } from './program-copy.ts';
import './modules/accounts/accounts.ports.ts';
import './modules/cards/cards.ports.ts';
import './modules/payouts/payouts.ports.ts';
import './modules/programs/programs.ports.ts';
import './modules/purchase/purchase.ports.ts';

export const areaPorts: AreaPorts = {
  invitedProgram,
  createSubscription,
  clientPaysAccount: paysAccount,
  accountHasPayingClients: hasPaidOngoingMemberships,
  markedDays,
  programmedSpan,
  planTrainingDaysLeft,
  copyLibraryItems,
  copyProgramming,
  planClientCounts,
  priceSubscriptionCounts,
  ongoingMembersCount,
  attentionRuleSql: (db, plan, today) => ({
    daysLeft: trainingDaysLeftSql(db, plan, today),
    hasOngoingClients: hasOngoingClients(db, plan.id),
  }),
  startPlatformTrial: startTrial,
  accountSubscription: (db, accountId, { withCounts, caller }) =>
    caller
      ? callerSubscription(db, caller, accountId, { withCounts })
      : loadSubscription(db, accountId, { withCounts }),
  clientWarnings,
  coachOwnerWarnings,
};
