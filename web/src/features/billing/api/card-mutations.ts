import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BillingDetails } from '@forma/contract/cards/cards.schemas';
import {
  addCardTokenEndpoint,
  cardsByCoachEndpoint,
  listCardsEndpoint,
  removeCardEndpoint,
  replaceCardEndpoint,
  updateCardTokenEndpoint,
} from '@forma/contract/cards/cards.endpoints';
import { call, endpointKey } from '../../../lib/call';

// Add, replace and edit are silent: the card form says a refusal under itself (spec 8).

/** Every card change: the billing page's cards and a checkout's default card are read again. */
function useRefreshCards() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: endpointKey(cardsByCoachEndpoint) }),
      queryClient.invalidateQueries({ queryKey: endpointKey(listCardsEndpoint) }),
    ]);
}

export type NewCard = { coachId: number; paymentMethodId: string };

/** POST athlete/card_tokens {coach_id, payment_method_id}: the card saved as the default. */
export function useAddCard() {
  const refresh = useRefreshCards();
  return useMutation({
    mutationFn: ({ coachId, paymentMethodId }: NewCard) =>
      call(
        addCardTokenEndpoint,
        { body: { coach_id: coachId, payment_method_id: paymentMethodId } },
        { silent: true },
      ),
    onSuccess: refresh,
  });
}

/** POST athlete/card_tokens/replace: the new card becomes the default and the old one goes. */
export function useReplaceCard() {
  const refresh = useRefreshCards();
  return useMutation({
    mutationFn: ({ coachId, paymentMethodId, removeCardId }: NewCard & { removeCardId: string }) =>
      call(
        replaceCardEndpoint,
        {
          body: {
            coach_id: coachId,
            payment_method_id: paymentMethodId,
            remove_card_id: removeCardId,
          },
        },
        { silent: true },
      ),
    onSuccess: refresh,
  });
}

/** PATCH athlete/card_tokens/{card_id} {billing_details}. */
export function useUpdateCard() {
  const refresh = useRefreshCards();
  return useMutation({
    mutationFn: ({ cardId, details }: { cardId: string; details: Partial<BillingDetails> }) =>
      call(
        updateCardTokenEndpoint,
        { params: { card_id: cardId }, body: { billing_details: details } },
        { silent: true },
      ),
    onSuccess: refresh,
  });
}

/**
 * DELETE athlete/card_tokens/{card_id}. Silent: the refusal of a card an active subscription
 * still charges (422) is said in the confirmation modal.
 */
export function useRemoveCard() {
  const refresh = useRefreshCards();
  return useMutation({
    mutationFn: (cardId: string) =>
      call(removeCardEndpoint, { params: { card_id: cardId } }, { silent: true }),
    onSuccess: refresh,
  });
}
