import { List, Stack, Text } from '@mantine/core';
import type { PublicPlan } from '@forma/contract/purchase/purchase.schemas';
import { whatHappensNext } from '@forma/contract/purchase/public-plan.rules';
import { formatDayDmy } from '@forma/contract/programs/days';
import { firstPaymentOf } from '../../first-payment';
import { publicPlanModalTexts as p } from '../../purchase.messages';

/** What Happens Next (spec 2.9) on the checkout, with step 4 (the first payment's day) for a dated paid plan. */
export function CheckoutNextSteps({
  plan,
  startDate,
  resuming,
}: {
  plan: PublicPlan;
  startDate: string | null;
  /** A client coming back has had the trial: they pay from the start. */
  resuming: boolean;
}) {
  const next = whatHappensNext({
    planType: plan.plan_type,
    pricing: plan.plan_pricing,
    launchDate: plan.launch_date,
    startDate,
    appStoreUrl: plan.app_store_url,
    playStoreUrl: plan.play_store_url,
    customAppName: plan.custom_app_name,
  });
  // The day itself, by the rule the server charges by (a trial and a later launch move it).
  const paymentStep = p.paymentStepOn(formatDayDmy(firstPaymentOf(plan, { trial: !resuming })));
  const steps = next.paymentStep ? [...p.steps, paymentStep] : [...p.steps];
  return (
    <Stack gap={6} component="section" aria-label={p.whatHappensNextTitle}>
      <Text fw={600}>{p.whatHappensNextTitle}</Text>
      <List type="ordered" spacing={6} size="sm">
        {steps.map((step) => (
          <List.Item key={step}>{step}</List.Item>
        ))}
      </List>
    </Stack>
  );
}
