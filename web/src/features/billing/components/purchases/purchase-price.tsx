import { Stack, Text } from '@mantine/core';
import type { MyProgramCard } from '@forma/contract/purchase/purchase.schemas';
import { NO_VALUE } from '../../../../lib/show-day';
import { usePurchasedPlan } from '../../api/get-purchases';
import { pendingSwitchLine } from '../../model/price-switch';
import { priceLine } from '../../model/purchase-row';

/**
 * The price and period a purchase pays, once its program's currency is known, and the one it
 * switches to at the period's end.
 */
export function PurchasePrice({ card }: { card: MyProgramCard }) {
  const plan = usePurchasedPlan(card.plan.id).data;
  const pending = plan ? pendingSwitchLine(card, plan) : null;
  return (
    <Stack gap={2}>
      <Text size="sm">{priceLine(card, plan) ?? NO_VALUE}</Text>
      {pending && <Text size="sm">{pending}</Text>}
    </Stack>
  );
}
