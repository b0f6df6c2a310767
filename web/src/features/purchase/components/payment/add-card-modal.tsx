import { Modal, Stack, Text } from '@mantine/core';
import { paymentTexts as t } from '../../purchase.messages';
import { NewCardForm } from './new-card-form';

type Props = {
  opened: boolean;
  coachId: number;
  returnUrl: string;
  onSaved: () => void;
  onClose: () => void;
};

/** The add-card modal of spec 4.6: a 422 'no_card' opens it; the last action runs once it saves. */
export function AddCardModal({ opened, coachId, returnUrl, onSaved, onClose }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title={t.addCardTitle}>
      <Stack>
        <Text size="sm">{t.addCardBody}</Text>
        {opened && (
          <NewCardForm
            coachId={coachId}
            returnUrl={returnUrl}
            onSaved={onSaved}
            onCancel={onClose}
          />
        )}
      </Stack>
    </Modal>
  );
}
