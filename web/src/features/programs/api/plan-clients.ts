import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  ClientList,
  invitesResponseSchema,
  programClientsResponseSchema,
} from '@forma/contract/programs/memberships.schemas';
import { api } from '../../../lib/api-client';

export type ProgramClientsResponse = z.infer<typeof programClientsResponseSchema>;
export type InvitesResponse = z.infer<typeof invitesResponseSchema>;
const key = (planId: number) => ['coach', 'plans', planId, 'clients'] as const;

/** GET coach/plans/{id}/clients?list -> {items, pagination}. */
export const getPlanClients = (planId: number, list: ClientList) =>
  api<ProgramClientsResponse>(`coach/plans/${planId}/clients`, { query: { list } });

export const planClientsQueryOptions = (planId: number, list: ClientList) =>
  queryOptions({ queryKey: [...key(planId), list], queryFn: () => getPlanClients(planId, list) });

export function usePlanClients(planId: number, list: ClientList) {
  return useQuery(planClientsQueryOptions(planId, list));
}

/** POST coach/plans/{id}/invites {emails (at most 20)} -> {invited, items}. */
export const inviteClients = (planId: number, emails: string[]) =>
  api<InvitesResponse>(`coach/plans/${planId}/invites`, {
    method: 'POST',
    body: { emails },
    silent: true,
  });

export function useInviteClients(planId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (emails: string[]) => inviteClients(planId, emails),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['coach', 'plans'] }),
  });
}
