import { Group, Image, Paper, Stack, Text } from '@mantine/core';
import { PRICE_PERIOD_LABELS } from '@forma/contract/programs/programs.rules';
import type { PublicPlan, PublicPriceOption } from '@forma/contract/purchase/purchase.schemas';
import { paymentTexts as t, publicPlanTexts as p } from '../../purchase.messages';
import { pageCover } from '../public-plan/plan-cover';
import { PeriodSwitch } from '../public-plan/period-switch';

type Props = {
  plan: PublicPlan;
  options: readonly PublicPriceOption[];
  chosen: PublicPriceOption | null;
  onChoose: (option: PublicPriceOption) => void;
};

/** The program and its price, with the period switch (ascending; disabled once bought). */
export function CheckoutPrice({ plan, options, chosen, onChoose }: Props) {
  const cover = pageCover(plan.covers);
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group wrap="nowrap" align="flex-start">
          {cover && <Image src={cover.small} alt="" w={72} h={72} radius="md" fit="cover" />}
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Text fw={700} fz="lg">
              {plan.title}
            </Text>
            <Text size="sm" c="dimmed">
              {p.by} {plan.user.full_name} · {plan.plan_type_label}
            </Text>
            {chosen && (
              <Text fw={700} fz="xl">
                {chosen.price_format}{' '}
                <Text span size="sm" c="dimmed" fw={400}>
                  {PRICE_PERIOD_LABELS[chosen.period]}
                </Text>
              </Text>
            )}
          </Stack>
        </Group>
        {chosen && options.length > 1 && (
          <PeriodSwitch
            label={t.pricePeriod}
            value={chosen.period}
            disabled={plan.is_bought}
            onChange={(period) => {
              const option = options.find((o) => o.period === period);
              if (option) onChoose(option);
            }}
            options={options.map((o) => ({
              value: o.period,
              label: PRICE_PERIOD_LABELS[o.period],
            }))}
          />
        )}
      </Stack>
    </Paper>
  );
}
