import { useCallback } from 'react';
import { showAlert } from '../../../../components/feedback/show-alert';
import { useCardSetupReturn, type SetupReturn } from '../../../cards';
import { useAddCard } from '../../api/payment';
import { paymentFailure } from '../../payment-errors';
import { cardsMessages, paymentTexts as t } from '../../purchase.messages';

/** Back on the purchase form from a new card's challenge: the card becomes the default. */
export function useNewCardReturn() {
  const add = useAddCard();
  const { mutateAsync } = add;
  const onReturn = useCallback(
    async (result: SetupReturn) => {
      if (result.kind === 'failed') {
        showAlert('error', result.message ?? t.cardFormFailed);
        return;
      }
      try {
        await mutateAsync({ coachId: result.coachId, paymentMethod: result.paymentMethod });
        showAlert('congrats', cardsMessages.added);
      } catch (error) {
        const failure = paymentFailure(error);
        showAlert('error', failure.kind === 'message' ? failure.message : t.cardFormFailed);
      }
    },
    [mutateAsync],
  );
  useCardSetupReturn(onReturn);
}
