import { Alert, Loader, Group } from '@mantine/core';
import { showAlert } from '../../../../components/feedback/show-alert';
import { CardForm, cardReturnUrl } from '../../../cards';
import { useAddCard, useCardInit, useReplaceCard } from '../../api/payment';
import { paymentFailure } from '../../payment-errors';
import { cardsMessages, paymentTexts as t } from '../../purchase.messages';

type Props = {
  coachId: number;
  /** Replace this saved card (Payment Information) instead of adding one. */
  replaceCardId?: string | null;
  /** Where a card that needs authentication comes back to. */
  returnUrl: string;
  onSaved: () => void;
  onCancel: () => void;
};

/**
 * A new card with the program's coach (spec 7 Cards): the card form on a SetupIntent of the
 * coach's account, then `POST stripe/card` (or `athlete/card_tokens/replace`), which makes it the
 * default card. 'Card was successfully added.'
 */
export function NewCardForm({ coachId, replaceCardId, returnUrl, onSaved, onCancel }: Props) {
  const init = useCardInit(coachId, true);
  const add = useAddCard();
  const replace = useReplaceCard();

  const save = async (paymentMethod: string) => {
    try {
      if (replaceCardId) {
        await replace.mutateAsync({ coachId, paymentMethod, removeCardId: replaceCardId });
      } else {
        await add.mutateAsync({ coachId, paymentMethod });
      }
    } catch (error) {
      const failure = paymentFailure(error);
      showAlert('error', failure.kind === 'message' ? failure.message : t.cardFormFailed);
      return;
    }
    showAlert('congrats', cardsMessages.added);
    onSaved();
  };

  if (init.isPending) {
    return (
      <Group justify="center" py="md">
        <Loader size="sm" aria-label={t.addCardTitle} />
      </Group>
    );
  }
  if (init.isError) return <Alert color="red">{t.cardFormFailed}</Alert>;
  return (
    <CardForm
      mode="add"
      clientSecret={init.data.client_secret}
      stripeAccount={init.data.stripe_account}
      returnUrl={cardReturnUrl(returnUrl, init.data.stripe_account, coachId)}
      onSaved={save}
      onCancel={onCancel}
    />
  );
}
