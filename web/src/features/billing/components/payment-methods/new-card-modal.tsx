import { Alert, Center, Loader, Modal } from '@mantine/core';
import { pathTo } from '../../../../lib/routes/paths';
import { serverErrorMessage } from '../../../../components/forms/server-errors';
import { sharedTexts } from '../../../../lib/messages';
import { CardForm, cardReturnUrl } from '../../../cards';
import { useCardInit } from '../../api/get-cards';

type Props = {
  /** The coach whose account the card is saved on; null when the modal is closed. */
  coachId: number | null;
  title: string;
  /** Saves the new card's PaymentMethod (add or replace); the modal closes when it settles. */
  onSaved: (paymentMethodId: string) => Promise<unknown>;
  onClose: () => void;
};

/**
 * A new card for one coach: the card form on a SetupIntent of that coach's account. A card that
 * needs authentication comes back to the payment methods (spec 4.6).
 */
export function NewCardModal({ coachId, title, onSaved, onClose }: Props) {
  return (
    <Modal opened={coachId !== null} onClose={onClose} title={title}>
      {coachId !== null && <NewCardForm coachId={coachId} onSaved={onSaved} onClose={onClose} />}
    </Modal>
  );
}

function NewCardForm({ coachId, onSaved, onClose }: Omit<Props, 'title'> & { coachId: number }) {
  const init = useCardInit(coachId);
  if (init.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {serverErrorMessage(init.error)}
      </Alert>
    );
  }
  if (!init.data) {
    return (
      <Center py="xl">
        <Loader role="progressbar" aria-label={sharedTexts.loading} />
      </Center>
    );
  }
  return (
    <CardForm
      mode="add"
      clientSecret={init.data.client_secret}
      stripeAccount={init.data.stripe_account}
      returnUrl={cardReturnUrl(
        pathTo('user_billing_payment_methods'),
        init.data.stripe_account,
        coachId,
      )}
      onSaved={onSaved}
      onCancel={onClose}
    />
  );
}
