import type { PlanType } from '@forma/contract/programs/programs.rules';
import { purchaseNotices } from '../../purchase.messages';

/** spec 8: a Fixed Length program is purchased, the others subscribed to. */
export const paidSuccessNotice = (planType: PlanType) =>
  planType === 'fixed' ? purchaseNotices.purchasedFixed : purchaseNotices.subscribed;
