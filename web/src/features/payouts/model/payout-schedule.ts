import type { ConnectedAccount } from '@forma/contract/payouts/payouts.schemas';
import { accountTexts } from '../payouts.messages';

type Schedule = ConnectedAccount['payout_schedule'];

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();

/** The payout schedule in words: Stripe's `weekly` anchored on `wednesday` is 'Weekly on Wednesday'. */
export function payoutScheduleText(schedule: Schedule): string {
  const texts = accountTexts.schedule;
  if (schedule.interval === 'weekly')
    return texts.weekly(schedule.weekly_anchor ? capitalised(schedule.weekly_anchor) : null);
  return texts[schedule.interval];
}
