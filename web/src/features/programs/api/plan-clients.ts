import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  ClientList,
  invitesResponseSchema,
  ProgramClientRow,
  programClientsResponseSchema,
} from '@forma/contract/programs/memberships.schemas';
import type { ClientInfoBody } from '@forma/contract/programs/programs.schemas';
import { api } from '../../../lib/api-client';
import { invalidatePrograms, plansQueryKey } from './get-plans';

export type ProgramClientsResponse = z.infer<typeof programClientsResponseSchema>;
export type InvitesResponse = z.infer<typeof invitesResponseSchema>;
const key = (planId: number) => [...plansQueryKey, planId, 'clients'] as const;

/** GET coach/plans/{id}/clients?list&page -> {items, pagination}. */
export const getPlanClients = (planId: number, list: ClientList, page = 1) =>
  api<ProgramClientsResponse>(`coach/plans/${planId}/clients`, { query: { list, page } });

export const planClientsQueryOptions = (planId: number, list: ClientList, page = 1) =>
  queryOptions({
    queryKey: [...key(planId), list, page],
    queryFn: () => getPlanClients(planId, list, page),
    // Clients join, accept and leave on their own: each visit to a tab reads it again.
    staleTime: 0,
  });

export function usePlanClients(planId: number, list: ClientList, page = 1) {
  return useQuery(planClientsQueryOptions(planId, list, page));
}

/** POST coach/plans/{id}/invites {emails (at most 20)} -> {invited, items}. */
export const inviteClients = (planId: number, emails: string[]) =>
  api<InvitesResponse>(`coach/plans/${planId}/invites`, {
    method: 'POST',
    body: { emails },
    silent: true,
  });

/** The program (its counts) and every list of its clients are read again after a change. */
function useInvalidatePlans() {
  const queryClient = useQueryClient();
  return () => invalidatePrograms(queryClient);
}

export function useInviteClients(planId: number) {
  const invalidate = useInvalidatePlans();
  return useMutation({
    mutationFn: (emails: string[]) => inviteClients(planId, emails),
    onSettled: invalidate,
  });
}

const clientPath = (planId: number, membershipId: number) =>
  `coach/plans/${planId}/clients/${membershipId}`;

/** DELETE coach/plans/{id}/clients/{membership_id}: withdraws an invite or removes a client. */
export const removePlanClient = (planId: number, membershipId: number) =>
  api<null>(clientPath(planId, membershipId), { method: 'DELETE', silent: true });

/** PATCH coach/plans/{id}/clients/{membership_id} {client} -> the row. */
export const editPlanClient = (
  planId: number,
  membershipId: number,
  client: ClientInfoBody['client'],
) =>
  api<ProgramClientRow>(clientPath(planId, membershipId), {
    method: 'PATCH',
    body: { client },
    silent: true,
  });

/** POST .../cancel: the coach ends a free membership today (spec 4.7). */
export const cancelPlanClient = (planId: number, membershipId: number) =>
  api<ProgramClientRow>(`${clientPath(planId, membershipId)}/cancel`, {
    method: 'POST',
    silent: true,
  });

/** POST .../invite: sends or resends the program invite. */
export const sendPlanInvite = (planId: number, membershipId: number) =>
  api<ProgramClientRow>(`${clientPath(planId, membershipId)}/invite`, {
    method: 'POST',
    silent: true,
  });

export type ClientRowAction = 'remove' | 'cancel' | 'invite';

const rowActions = { remove: removePlanClient, cancel: cancelPlanClient, invite: sendPlanInvite };

export function useClientRowAction(planId: number) {
  const invalidate = useInvalidatePlans();
  return useMutation({
    mutationFn: ({ action, membershipId }: { action: ClientRowAction; membershipId: number }) =>
      rowActions[action](planId, membershipId),
    onSettled: invalidate,
  });
}

export function useEditPlanClient(planId: number) {
  const invalidate = useInvalidatePlans();
  return useMutation({
    mutationFn: ({
      membershipId,
      client,
    }: {
      membershipId: number;
      client: ClientInfoBody['client'];
    }) => editPlanClient(planId, membershipId, client),
    onSettled: invalidate,
  });
}
