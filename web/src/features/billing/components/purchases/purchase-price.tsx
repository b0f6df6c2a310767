import { Text } from '@mantine/core';
import type { MyProgramCard } from '@forma/contract/purchase/purchase.schemas';
import { NO_VALUE } from '../../../../lib/show-day';
import { usePurchasedPlan } from '../../api/get-purchases';
import { priceLine } from '../../model/purchase-row';

/** The price and period a purchase pays, once its program's currency is known. */
export function PurchasePrice({ card }: { card: MyProgramCard }) {
  const plan = usePurchasedPlan(card.plan.id);
  return <Text size="sm">{priceLine(card, plan.data) ?? NO_VALUE}</Text>;
}
