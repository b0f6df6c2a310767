import { AddCardModal } from './add-card-modal';
import { EditCardModal } from './edit-card-modal';
import type { PaymentFlow } from './use-payment-flow';

type Props = { flow: PaymentFlow; coachId: number; returnUrl: string };

/** The card steps a payment can ask for (spec 4.6), opened by the payment flow. */
export function PaymentCardModals({ flow, coachId, returnUrl }: Props) {
  return (
    <>
      <AddCardModal
        opened={flow.cardStep === 'add'}
        coachId={coachId}
        returnUrl={returnUrl}
        onSaved={flow.onCardDone}
        onClose={flow.onCardCancel}
      />
      <EditCardModal
        opened={flow.cardStep === 'edit'}
        coachId={coachId}
        onSaved={flow.onCardDone}
        onClose={flow.onCardCancel}
      />
    </>
  );
}
