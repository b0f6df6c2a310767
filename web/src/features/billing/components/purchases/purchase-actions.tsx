import { Button, Group } from '@mantine/core';
import type { MyProgramCard } from '@forma/contract/purchase/purchase.schemas';
import { Link } from '../../../../lib/router';
import { purchasesTexts as t } from '../../billing.messages';
import { canCancelSubscription, canResumeSubscription } from '../../model/purchase-row';

type Props = {
  card: MyProgramCard;
  resuming: boolean;
  onCancel: () => void;
  onResume: () => void;
};

/** A purchase's actions: cancel or resume the subscription, and the program's page. */
export function PurchaseActions({ card, resuming, onCancel, onResume }: Props) {
  return (
    <Group gap="xs" wrap="wrap">
      {canResumeSubscription(card) && (
        <Button size="xs" loading={resuming} onClick={onResume}>
          {t.resumeSubscription}
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
