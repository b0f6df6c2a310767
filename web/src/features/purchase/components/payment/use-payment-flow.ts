import { useRef, useState } from 'react';
import type {
  PublicPlanWithNotice,
  RetryResponse,
} from '@forma/contract/purchase/purchase.schemas';
import { openUpdatePrompt } from '../../../../lib/update-prompt';
import { showAlert } from '../../../../components/feedback/show-alert';
import { useCardAuthentication } from '../../../cards';
import {
  buyPaidPlan,
  resumeSubscribe,
  retryCheck,
  retryPayment,
  useRefreshPaidPlan,
  type PaidBuyRequest,
} from '../../api/payment';
import { cleanPaymentMessage, paymentFailure } from '../../payment-errors';
import { purchaseMessages, purchaseNotices } from '../../purchase.messages';

/** What the flow last did, repeated once a missing card is added or the default one updated. */
export type PaymentAction =
  | { kind: 'buy'; request: Omit<PaidBuyRequest, 'planId'> }
  | { kind: 'retry' }
  | { kind: 'resume_subscribe' };

/** The card step the flow waits for (spec 4.6). */
export type CardStep = 'add' | 'edit' | null;

type Options = {
  planId: number;
  /** The notice when a payment goes through without a notice of its own (retry, check). */
  successNotice: string;
  /** Where the card's authentication page brings the client back (this page). */
  returnUrl: string;
  onSuccess: (notice: string) => void;
};

/**
 * Paying for a program (spec 4.5, 4.6): buy, retry and resume_subscribe, with their card steps.
 * A first charge left `incomplete` is retried; a retry that `requires_action` runs the card's
 * authentication, then retry/check with the intent until nothing more is asked; 422 'no_card'
 * (or any 422 after a resume) asks for a card, 426 for the default card's update, and the last
 * action runs again once it is done. Errors are kept for the page to show, and toasted.
 */
export function usePaymentFlow({ planId, successNotice, returnUrl, onSuccess }: Options) {
  const authentication = useCardAuthentication();
  const refresh = useRefreshPaidPlan();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [cardStep, setCardStep] = useState<CardStep>(null);
  const last = useRef<PaymentAction | null>(null);
  // The buy's own notice, kept while its first charge is retried.
  const notice = useRef(successNotice);

  const fail = (message: string) => {
    setError(message);
    showAlert('error', message);
  };

  const succeed = async (message: string) => {
    await refresh();
    showAlert('congrats', message);
    onSuccess(message);
  };

  /** A retry or check answer: done, an error, or the card asks for authentication. */
  const settle = async (answer: RetryResponse): Promise<void> => {
    if (answer.error) return fail(cleanPaymentMessage(answer.error));
    if (!answer.requires_action) return succeed(notice.current);
    if (!answer.payment_intent_client_secret) return fail(purchaseMessages.error);
    const result = await authentication.authenticate({
      clientSecret: answer.payment_intent_client_secret,
      stripeAccount: answer.stripe_account,
      returnUrl,
    });
    if (result.status === 'redirecting') return;
    if (result.status === 'failed') return fail(result.message);
    return settle(await retryCheck(planId, result.intentId));
  };

  const perform = async (action: PaymentAction) => {
    if (action.kind === 'buy') {
      const bought: PublicPlanWithNotice = await buyPaidPlan({ planId, ...action.request });
      notice.current = bought.notice || successNotice;
      if (bought.membership?.state === 'incomplete') return settle(await retryPayment(planId));
      return succeed(notice.current);
    }
    if (action.kind === 'resume_subscribe') {
      const resumed = await resumeSubscribe(planId);
      return succeed(resumed.notice || purchaseNotices.subscriptionResumed);
    }
    return settle(await retryPayment(planId));
  };

  const run = async (action: PaymentAction, intentToCheck?: string) => {
    last.current = action;
    setBusy(true);
    setError(null);
    try {
      if (intentToCheck) await settle(await retryCheck(planId, intentToCheck));
      else await perform(action);
    } catch (caught) {
      const failure = paymentFailure(caught);
      if (failure.kind === 'no_card') setCardStep('add');
      else if (failure.kind === 'update_card') setCardStep('edit');
      else if (failure.kind === 'deprecated') openUpdatePrompt();
      else if (failure.kind === 'message') {
        // spec 4.6: any 422 after a resume attempt asks for a card too.
        if (action.kind === 'resume_subscribe' && failure.status === 422) setCardStep('add');
        else fail(failure.message);
      }
    } finally {
      setBusy(false);
    }
  };

  return {
    busy,
    error,
    cardStep,
    run,
    /** Back from the card's authentication page: ask the server about that payment. */
    check: (intentId: string) => run({ kind: 'retry' }, intentId),
    /** The asked-for card is saved: the last action again. */
    onCardDone: () => {
      setCardStep(null);
      if (last.current) void run(last.current);
    },
    onCardCancel: () => setCardStep(null),
  };
}

export type PaymentFlow = ReturnType<typeof usePaymentFlow>;
