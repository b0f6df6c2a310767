import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  addCardEndpoint,
  cardInitEndpoint,
  listCardsEndpoint,
  replaceCardEndpoint,
  updateCardEndpoint,
} from '@forma/contract/cards/cards.endpoints';
import type { BillingDetails } from '@forma/contract/cards/cards.schemas';
import type { ResumeType } from '@forma/contract/purchase/purchase.schemas';
import {
  buyPlanEndpoint,
  getMyProgramsEndpoint,
  getPublicPlanEndpoint,
  resumeSubscribeEndpoint,
  retryCheckEndpoint,
  retryPaymentEndpoint,
} from '@forma/contract/purchase/purchase.endpoints';
import { call, endpointKey, endpointQuery } from '../../../lib/call';

// The paid side of purchase (spec 4.5, 4.6, 7): the calls answer their failures to the page
// (silent), which shows them where the spec says (under the form, in Payment Information).

/** GET stripe/cards?coach_id=: the client's cards with this coach (the program's account). */
export function useCoachCards(coachId: number, enabled = true) {
  return useQuery({
    ...endpointQuery(listCardsEndpoint, { query: { coach_id: String(coachId) } }, { silent: true }),
    enabled,
  });
}

/** GET stripe/card_init?coach_id=: a SetupIntent on the coach's account, for the card form. */
export function useCardInit(coachId: number, enabled: boolean) {
  return useQuery({
    ...endpointQuery(cardInitEndpoint, { query: { coach_id: String(coachId) } }, { silent: true }),
    enabled,
    // One SetupIntent per opening of the form: a used one cannot save another card.
    staleTime: 0,
    gcTime: 0,
  });
}

function useRefreshCards() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: endpointKey(listCardsEndpoint) });
}

/** POST stripe/card {card: {token}, coach_id}: the card becomes the default with this coach. */
export function useAddCard() {
  const refresh = useRefreshCards();
  return useMutation({
    mutationFn: ({ coachId, paymentMethod }: { coachId: number; paymentMethod: string }) =>
      call(
        addCardEndpoint,
        { body: { card: { token: paymentMethod }, coach_id: coachId } },
        { silent: true },
      ),
    onSuccess: refresh,
  });
}

/** POST athlete/card_tokens/replace: the new card is the default, the old one goes. */
export function useReplaceCard() {
  const refresh = useRefreshCards();
  return useMutation({
    mutationFn: (body: { coachId: number; paymentMethod: string; removeCardId: string }) =>
      call(
        replaceCardEndpoint,
        {
          body: {
            coach_id: body.coachId,
            payment_method_id: body.paymentMethod,
            remove_card_id: body.removeCardId,
          },
        },
        { silent: true },
      ),
    onSuccess: refresh,
  });
}

/** PATCH stripe/card/{id} {billing_details}: the card edit modal (spec 4.6, a 426). */
export function useUpdateCard() {
  const refresh = useRefreshCards();
  return useMutation({
    mutationFn: ({ cardId, details }: { cardId: string; details: Partial<BillingDetails> }) =>
      call(
        updateCardEndpoint,
        { params: { card_id: cardId }, body: { billing_details: details } },
        { silent: true },
      ),
    onSuccess: refresh,
  });
}

export type PaidBuyRequest = {
  planId: number;
  priceId: number | null;
  startDate: string | null;
  /** A program that ended, bought again: from where the client left off, or from Day 1. */
  resumeType?: ResumeType | null;
};

/** POST stripe/plan/{id}/buy {price_id, start_date, resume_type}: the plan, its membership and the notice. */
export const buyPaidPlan = ({ planId, priceId, startDate, resumeType }: PaidBuyRequest) =>
  call(
    buyPlanEndpoint,
    {
      params: { id: planId },
      body: {
        ...(priceId !== null ? { price_id: priceId } : {}),
        ...(startDate ? { start_date: startDate } : {}),
        ...(resumeType ? { resume_type: resumeType } : {}),
      },
    },
    { silent: true },
  );

/** POST stripe/plan/{id}/retry: charge the default card again. */
export const retryPayment = (planId: number) =>
  call(retryPaymentEndpoint, { params: { id: planId } }, { silent: true });

/** POST stripe/plan/{id}/retry/check {intent}: the payment after its authentication. */
export const retryCheck = (planId: number, intent: string) =>
  call(retryCheckEndpoint, { params: { id: planId }, body: { intent } }, { silent: true });

/** POST athlete/plans/{id}/resume_subscribe: a subscription ending at its period's end goes on. */
export const resumeSubscribe = (planId: number) =>
  call(resumeSubscribeEndpoint, { params: { id: planId } }, { silent: true });

/** The public plan and My programs change after any payment step. */
export function useRefreshPaidPlan() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: endpointKey(getPublicPlanEndpoint) }),
      queryClient.invalidateQueries({ queryKey: endpointKey(getMyProgramsEndpoint) }),
    ]);
}
