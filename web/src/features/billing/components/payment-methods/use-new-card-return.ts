import { useCallback } from 'react';
import { showAlert } from '../../../../components/feedback/show-alert';
import { serverErrorMessage } from '../../../../components/forms/server-errors';
import { useCardSetupReturn, type SetupReturn } from '../../../cards';
import { useAddCard } from '../../api/card-mutations';
import { paymentMethodsTexts as t } from '../../billing.messages';

/**
 * Back on the payment methods from a new card's challenge: the card is saved with its coach as
 * the default (a replacement that needed the challenge leaves the old card to remove by hand).
 */
export function useNewCardReturn() {
  const { mutateAsync } = useAddCard();
  const onReturn = useCallback(
    async (result: SetupReturn) => {
      if (result.kind === 'failed') {
        if (result.message) showAlert('error', result.message);
        return;
      }
      try {
        await mutateAsync({ coachId: result.coachId, paymentMethodId: result.paymentMethod });
        showAlert('congrats', t.added);
      } catch (error) {
        showAlert('error', serverErrorMessage(error));
      }
    },
    [mutateAsync],
  );
  useCardSetupReturn(onReturn);
}
