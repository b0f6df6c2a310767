import { Text } from '@mantine/core';
import { formatDayDmy } from '@forma/contract/programs/days';
import type { PublicPlan, PublicPriceOption } from '@forma/contract/purchase/purchase.schemas';
import { firstPaymentOf } from '../../first-payment';
import { paymentTexts as t } from '../../purchase.messages';

/** A subscription bought with a trial: when, and how much, its first payment will be. */
export function CheckoutFirstPayment({
  plan,
  option,
  resuming,
}: {
  plan: PublicPlan;
  option: PublicPriceOption | null;
  /** A client coming back has had the trial: they pay from the start. */
  resuming: boolean;
}) {
  const trialDays = plan.trial_days ?? 0;
  if (!option || option.period === 'one_off' || trialDays <= 0 || resuming) return null;
  return (
    <Text size="sm" fw={500}>
      {t.trialFirstPayment(trialDays, option.price_format, formatDayDmy(firstPaymentOf(plan)))}
    </Text>
  );
}
