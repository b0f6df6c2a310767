import { Button, Group } from '@mantine/core';
import type { MyProgramCard } from '@forma/contract/purchase/purchase.schemas';
import { Link } from '../../../../lib/router';
import { usePurchasedPlan } from '../../api/get-purchases';
import { purchasesTexts as t } from '../../billing.messages';
import { canKeepBilling, canSwitchPrice } from '../../model/price-switch';
import { canCancelSubscription, canResumeSubscription } from '../../model/purchase-row';

type Props = {
  card: MyProgramCard;
  resuming: boolean;
  onCancel: () => void;
  onResume: () => void;
  onSwitch: () => void;
  onKeepBilling: () => void;
};

/**
 * A purchase's actions: cancel or resume the subscription, change its billing period or keep
 * the current one, and the program's page.
 */
export function PurchaseActions({
  card,
  resuming,
  onCancel,
  onResume,
  onSwitch,
  onKeepBilling,
}: Props) {
  const plan = usePurchasedPlan(card.plan.id).data;
  return (
    <Group gap="xs" wrap="wrap">
      {canResumeSubscription(card) && (
        <Button size="xs" loading={resuming} onClick={onResume}>
          {t.resumeSubscription}
        </Button>
      )}
      {canSwitchPrice(card, plan) && (
        <Button size="xs" variant="default" onClick={onSwitch}>
          {t.changeBilling}
        </Button>
      )}
      {canKeepBilling(card) && (
        <Button size="xs" variant="default" onClick={onKeepBilling}>
          {t.keepBilling}
        </Button>
      )}
      {canCancelSubscription(card) && (
        <Button size="xs" variant="subtle" color="red" onClick={onCancel}>
          {t.cancelSubscription}
        </Button>
      )}
      <Button
        size="xs"
        variant="default"
        component={Link}
        to={card.plan.public_url}
        aria-label={t.viewProgramOf(card.plan.title)}
      >
        {t.viewProgram}
      </Button>
    </Group>
  );
}
