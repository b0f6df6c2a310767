import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getPublicPlanEndpoint } from '@forma/contract/purchase/purchase.endpoints';
import type { PricePeriod } from '@forma/contract/programs/programs.rules';
import {
  addPriceEndpoint,
  archivePriceEndpoint,
  changePriceEndpoint,
  deletePriceEndpoint,
  restorePriceEndpoint,
  skipPriceMessageEndpoint,
} from '@forma/contract/programs/programs.endpoints';
import type { PriceOption } from '@forma/contract/programs/programs.schemas';
import { call, endpointKey } from '../../../lib/call';
import { invalidatePrograms } from './get-plans';

const silent = { silent: true };
const priceParams = (planId: number, priceId: number) => ({ id: planId, price_id: priceId });

/** POST coach/plans/{id}/prices {price:{period, price (minor units)}} -> PriceOption. */
export const addPrice = (planId: number, period: PricePeriod, price: number) =>
  call(addPriceEndpoint, { params: { id: planId }, body: { price: { period, price } } }, silent);

/** PATCH coach/plans/{id}/prices/{price_id} {price:{price}} -> PriceOption. */
export const changePrice = (planId: number, priceId: number, price: number) =>
  call(
    changePriceEndpoint,
    { params: priceParams(planId, priceId), body: { price: { price } } },
    silent,
  );

/** PUT .../archive {confirm} -> {price, warnings}; without confirm, warnings come back as a 422. */
export const archivePrice = (planId: number, priceId: number) =>
  call(
    archivePriceEndpoint,
    { params: priceParams(planId, priceId), body: { confirm: true } },
    silent,
  );

/** PUT .../restore -> PriceOption ('Cannot restore!' when the period is taken). */
export const restorePrice = (planId: number, priceId: number) =>
  call(restorePriceEndpoint, { params: priceParams(planId, priceId) }, silent);

/** DELETE coach/plans/{id}/prices/{price_id}. */
export const deletePrice = (planId: number, priceId: number) =>
  call(deletePriceEndpoint, { params: priceParams(planId, priceId) }, silent);

/** POST coach/plans/{id}/skip/{price_id}: 'Don't notify' after a price change. */
export const skipPriceMessage = (planId: number, priceId: number) =>
  call(skipPriceMessageEndpoint, { params: priceParams(planId, priceId) }, silent);

export type PriceChange =
  | { kind: 'add'; period: PricePeriod; price: number }
  | { kind: 'change'; priceId: number; price: number }
  | { kind: 'archive' | 'restore' | 'delete' | 'skip'; priceId: number };

function send(planId: number, change: PriceChange): Promise<PriceOption | null> {
  switch (change.kind) {
    case 'add':
      return addPrice(planId, change.period, change.price);
    case 'change':
      return changePrice(planId, change.priceId, change.price);
    case 'archive':
      return archivePrice(planId, change.priceId).then((answer) => answer.price);
    case 'restore':
      return restorePrice(planId, change.priceId);
    case 'delete':
      return deletePrice(planId, change.priceId).then(() => null);
    case 'skip':
      return skipPriceMessage(planId, change.priceId);
  }
}

/** Any change to a saved program's price options; the program and the list reload afterwards. */
export function usePriceChange(planId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: PriceChange) => send(planId, change),
    onSettled: async () => {
      await invalidatePrograms(queryClient);
      // The public page's price bar shows the same options to their owner.
      await queryClient.invalidateQueries({ queryKey: endpointKey(getPublicPlanEndpoint) });
    },
  });
}
