import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getPlanClientsEndpoint } from '@forma/contract/clients/clients.endpoints';
import { rescheduleClientEndpoint } from '@forma/contract/clients/clients.endpoints';
import { call, endpointKey } from '../../../lib/call';

type Reschedule = { membershipId: number; week: number; day: number };

/**
 * PUT coach/plans/{id}/clients/{membership_id}/reschedule {week, day}: today becomes that day of
 * the program for the client; the lists are read again so the row shows where they are now.
 */
export function useRescheduleClient(planId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ membershipId, week, day }: Reschedule) =>
      call(
        rescheduleClientEndpoint,
        { params: { id: planId, membership_id: membershipId }, body: { week, day } },
        { silent: true },
      ),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: endpointKey(getPlanClientsEndpoint) }),
  });
}
