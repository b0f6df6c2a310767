import { useMutation } from '@tanstack/react-query';
import {
  cancelSwitchPriceEndpoint,
  switchPriceEndpoint,
} from '@forma/contract/purchase/purchase.endpoints';
import { call } from '../../../lib/call';
import { useRefreshPurchases } from './get-purchases';

// Silent: the switch's modals say a refusal inside themselves.

/**
 * POST athlete/plans/{id}/switch_price {price_id}: the subscription moves to another price option
 * when its current period ends (a pending switch; choosing again replaces it).
 */
export function useSwitchPrice() {
  const refresh = useRefreshPurchases();
  return useMutation({
    mutationFn: ({ planId, priceId }: { planId: number; priceId: number }) =>
      call(
        switchPriceEndpoint,
        { params: { id: String(planId) }, body: { price_id: priceId } },
        { silent: true },
      ),
    onSuccess: refresh,
  });
}

/** DELETE athlete/plans/{id}/switch_price: the pending switch is dropped; the price stays. */
export function useCancelSwitchPrice() {
  const refresh = useRefreshPurchases();
  return useMutation({
    mutationFn: (planId: number) =>
      call(cancelSwitchPriceEndpoint, { params: { id: String(planId) } }, { silent: true }),
    onSuccess: refresh,
  });
}
