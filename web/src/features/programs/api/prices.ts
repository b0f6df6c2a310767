import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getPublicPlanEndpoint } from '@forma/contract/programs/memberships.endpoints';
import type { PricePeriod } from '@forma/contract/programs/programs.rules';
import type { PriceOption } from '@forma/contract/programs/programs.schemas';
import { api } from '../../../lib/api-client';
import { endpointKey } from '../../../lib/call';
import { plansQueryKey } from './get-plans';

const base = (planId: number) => `coach/plans/${planId}/prices`;

/** POST coach/plans/{id}/prices {price:{period, price (minor units)}} -> PriceOption. */
export const addPrice = (planId: number, period: PricePeriod, price: number) =>
  api<PriceOption>(base(planId), {
    method: 'POST',
    body: { price: { period, price } },
    silent: true,
  });

/** PATCH coach/plans/{id}/prices/{price_id} {price:{price}} -> PriceOption. */
export const changePrice = (planId: number, priceId: number, price: number) =>
  api<PriceOption>(`${base(planId)}/${priceId}`, {
    method: 'PATCH',
    body: { price: { price } },
    silent: true,
  });

/** PUT .../archive {confirm} -> {price, warnings}; without confirm, warnings come back as a 422. */
export const archivePrice = (planId: number, priceId: number) =>
  api<{ price: PriceOption; warnings: string[] }>(`${base(planId)}/${priceId}/archive`, {
    method: 'PUT',
    body: { confirm: true },
    silent: true,
  });

/** PUT .../restore -> PriceOption ('Cannot restore!' when the period is taken). */
export const restorePrice = (planId: number, priceId: number) =>
  api<PriceOption>(`${base(planId)}/${priceId}/restore`, { method: 'PUT', silent: true });

/** DELETE coach/plans/{id}/prices/{price_id}. */
export const deletePrice = (planId: number, priceId: number) =>
  api<void>(`${base(planId)}/${priceId}`, { method: 'DELETE', silent: true });

/** POST coach/plans/{id}/skip/{price_id}: 'Don't notify' after a price change. */
export const skipPriceMessage = (planId: number, priceId: number) =>
  api<PriceOption>(`coach/plans/${planId}/skip/${priceId}`, { method: 'POST', silent: true });

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
      await queryClient.invalidateQueries({ queryKey: plansQueryKey });
      // The public page's price bar shows the same options to their owner.
      await queryClient.invalidateQueries({ queryKey: endpointKey(getPublicPlanEndpoint) });
    },
  });
}
