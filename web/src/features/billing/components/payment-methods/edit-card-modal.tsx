import { Modal } from '@mantine/core';
import type { Card } from '@forma/contract/cards/cards.schemas';
import { CardForm, type BillingDetails } from '../../../cards';
import { paymentMethodsTexts as t } from '../../billing.messages';

type Props = {
  card: Card | null;
  onSave: (details: BillingDetails) => Promise<unknown>;
  onClose: () => void;
};

/** 'Edit billing details': the card form in edit mode on the card's saved details. */
export function EditCardModal({ card, onSave, onClose }: Props) {
  return (
    <Modal opened={card !== null} onClose={onClose} title={t.editTitle}>
      {card && (
        <CardForm
          mode="edit"
          billingDetails={card.billing_details}
          onDetails={onSave}
          onCancel={onClose}
        />
      )}
    </Modal>
  );
}
