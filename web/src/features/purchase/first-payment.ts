import { dayIn, type Day } from '@forma/contract/programs/days';
import type { PublicPlan } from '@forma/contract/purchase/purchase.schemas';
import { firstPaymentDay } from '@forma/contract/purchase/public-plan.rules';

/** The day the program's first payment would be taken if bought today (the server's own rule). */
export function firstPaymentOf(
  plan: Pick<PublicPlan, 'plan_type' | 'launch_date' | 'trial_days'>,
  { trial = true }: { trial?: boolean } = {},
): Day {
  return firstPaymentDay(
    { planType: plan.plan_type, launchDate: plan.launch_date, trialDays: plan.trial_days },
    dayIn(new Date()),
    { trial },
  );
}
