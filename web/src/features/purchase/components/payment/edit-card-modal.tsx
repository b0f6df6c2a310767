import { Alert, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { showAlert } from '../../../../components/feedback/show-alert';
import { CardForm, type BillingDetails } from '../../../cards';
import { useCoachCards, useUpdateCard } from '../../api/payment';
import { paymentFailure } from '../../payment-errors';
import { cardsMessages, paymentTexts as t } from '../../purchase.messages';
import { cardLabel, defaultCard } from './card-label';

type Props = {
  opened: boolean;
  coachId: number;
  onSaved: () => void;
  onClose: () => void;
};

/**
 * spec 4.6: a 426 without `base.deprecated` means the default card must be updated; the payment
 * modal opens in edit mode on it (the cards fetched again). 'Card was successfully updated.'
 */
export function EditCardModal({ opened, coachId, onSaved, onClose }: Props) {
  const cards = useCoachCards(coachId, opened);
  const update = useUpdateCard();
  const card = cards.data ? defaultCard(cards.data.data) : null;

  const save = async (details: BillingDetails) => {
    if (!card) return;
    try {
      await update.mutateAsync({ cardId: card.id, details });
    } catch (error) {
      const failure = paymentFailure(error);
      showAlert('error', failure.kind === 'message' ? failure.message : t.cardFormFailed);
      return;
    }
    showAlert('congrats', cardsMessages.updated);
    onSaved();
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t.editCardTitle}>
      <Stack>
        <Text size="sm">{t.editCardBody}</Text>
        {cards.isPending ? (
          <Group justify="center" py="md">
            <Loader size="sm" />
          </Group>
        ) : !card ? (
          <Alert color="red">{t.cardsFailed}</Alert>
        ) : (
          <>
            <Text size="sm" fw={600}>
              {cardLabel(card)}
            </Text>
            <CardForm
              mode="edit"
              billingDetails={card.billing_details}
              onDetails={save}
              onCancel={onClose}
            />
          </>
        )}
      </Stack>
    </Modal>
  );
}
