import { useState } from 'react';
import { Alert, Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { PublicPlan } from '@forma/contract/purchase/purchase.schemas';
import { useCoachCards } from '../../api/payment';
import { paymentTexts as t } from '../../purchase.messages';
import { cardLabel, defaultCard } from './card-label';
import { NewCardForm } from './new-card-form';
import type { PaymentFlow } from './use-payment-flow';

type Props = {
  plan: PublicPlan;
  opened: boolean;
  flow: PaymentFlow;
  returnUrl: string;
  onClose: () => void;
};

/**
 * Payment Information (spec 2.8, 4.6), for a membership past_due or incomplete: what failed, the
 * retry's error, 'Set up new card' (the new card replaces the default one) and 'Retry payment'.
 */
export function PaymentInformationModal({ plan, opened, flow, returnUrl, onClose }: Props) {
  const coachId = plan.user.id;
  const cards = useCoachCards(coachId, opened);
  const [replacing, setReplacing] = useState(false);
  const card = cards.data ? defaultCard(cards.data.data) : null;
  return (
    <Modal opened={opened} onClose={onClose} title={t.paymentInformationTitle}>
      <Stack>
        <Text size="sm">{plan.membership?.state === 'incomplete' ? t.incomplete : t.pastDue}</Text>
        <Text size="sm">{t.retryHint}</Text>
        {card && <Text size="sm">{t.defaultCardIs(cardLabel(card))}</Text>}
        {flow.error && (
          <Alert color="red" role="alert">
            {flow.error}
          </Alert>
        )}
        {replacing ? (
          <NewCardForm
            coachId={coachId}
            replaceCardId={card?.id ?? null}
            returnUrl={returnUrl}
            onSaved={() => setReplacing(false)}
            onCancel={() => setReplacing(false)}
          />
        ) : (
          <Group justify="space-between">
            <Anchor component="button" type="button" size="sm" onClick={() => setReplacing(true)}>
              {t.setUpNewCard}
            </Anchor>
            <Button loading={flow.busy} onClick={() => void flow.run({ kind: 'retry' })}>
              {t.retryPayment}
            </Button>
          </Group>
        )}
      </Stack>
    </Modal>
  );
}
