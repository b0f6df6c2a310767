import { useEffect, useRef } from 'react';
import { useSearchParams } from '../../../../lib/router';
import { readRedirectResult, withoutRedirectParams } from '../../../cards';
import type { PaymentFlow } from './use-payment-flow';

/** The payment intent a card's authentication page sent the client back with, if any. */
export function returnedPaymentIntent(search: URLSearchParams): string | null {
  const result = readRedirectResult(search);
  return result?.intent === 'payment_intent' ? result.intentId : null;
}

/**
 * Back from the card's authentication page (spec 4.6): the redirect's parameters leave the
 * address and retry/check asks about that payment, until nothing more is required.
 */
export function usePaymentReturn(flow: PaymentFlow) {
  const [search, setSearch] = useSearchParams();
  const handled = useRef(false);
  const intent = returnedPaymentIntent(search);
  useEffect(() => {
    if (handled.current || !intent) return;
    handled.current = true;
    void setSearch(withoutRedirectParams(search), { replace: true });
    void flow.check(intent);
  }, [intent, search, setSearch, flow]);
}
