import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  CancelPlanClientBody,
  ClientList,
  invitesResponseSchema,
  ProgramClientRow,
  programClientsResponseSchema,
} from '@forma/contract/clients/clients.schemas';
import {
  cancelPlanClientEndpoint,
  editPlanClientEndpoint,
  getPlanClientsEndpoint,
  inviteClientsEndpoint,
  removePlanClientEndpoint,
  sendPlanInviteEndpoint,
} from '@forma/contract/clients/clients.endpoints';
import { getPlanEndpoint, getPlansEndpoint } from '@forma/contract/programs/programs.endpoints';
import type { ClientInfoBody } from '@forma/contract/programs/programs.schemas';
import { call, endpointKey, endpointQuery } from '../../../lib/call';

export type ProgramClientsResponse = z.infer<typeof programClientsResponseSchema>;
export type InvitesResponse = z.infer<typeof invitesResponseSchema>;

/** GET coach/plans/{id}/clients?list&page -> {items, pagination}. */
export const getPlanClients = (planId: number, list: ClientList, page = 1) =>
  call(getPlanClientsEndpoint, { params: { id: planId }, query: { list, page: String(page) } });

export const planClientsQueryOptions = (planId: number, list: ClientList, page = 1) => ({
  ...endpointQuery(getPlanClientsEndpoint, {
    params: { id: planId },
    query: { list, page: String(page) },
  }),
  // Clients join, accept and leave on their own: each visit to a tab reads it again.
  staleTime: 0,
});

export function usePlanClients(planId: number, list: ClientList, page = 1) {
  return useQuery(planClientsQueryOptions(planId, list, page));
}

/** POST coach/plans/{id}/invites {emails (at most 20)} -> {invited, items}. */
export const inviteClients = (planId: number, emails: string[]) =>
  call(inviteClientsEndpoint, { params: { id: planId }, body: { emails } }, { silent: true });

/** The program (its counts) and every list of its clients are read again after a change. */
function useInvalidatePlans() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [getPlansEndpoint, getPlanEndpoint, getPlanClientsEndpoint].map((endpoint) =>
        queryClient.invalidateQueries({ queryKey: endpointKey(endpoint) }),
      ),
    );
}

export function useInviteClients(planId: number) {
  const invalidate = useInvalidatePlans();
  return useMutation({
    mutationFn: (emails: string[]) => inviteClients(planId, emails),
    onSettled: invalidate,
  });
}

const clientParams = (planId: number, membershipId: number) => ({
  params: { id: planId, membership_id: membershipId },
});

/** DELETE coach/plans/{id}/clients/{membership_id}: withdraws an invite or removes a client. */
export const removePlanClient = (planId: number, membershipId: number) =>
  call(removePlanClientEndpoint, clientParams(planId, membershipId), { silent: true });

/** PATCH coach/plans/{id}/clients/{membership_id} {client} -> the row. */
export const editPlanClient = (
  planId: number,
  membershipId: number,
  client: ClientInfoBody['client'],
) =>
  call(
    editPlanClientEndpoint,
    { ...clientParams(planId, membershipId), body: { client } },
    { silent: true },
  );

/**
 * POST .../cancel: the coach ends a membership (spec 2.4, 4.7). A free one ends today (no body);
 * a paid one `now` (with an optional refund in minor units) or at its period's end.
 */
export const cancelPlanClient = (
  planId: number,
  membershipId: number,
  body: CancelPlanClientBody = null,
) =>
  call(cancelPlanClientEndpoint, { ...clientParams(planId, membershipId), body }, { silent: true });

/** POST .../invite: sends or resends the program invite. */
export const sendPlanInvite = (planId: number, membershipId: number) =>
  call(sendPlanInviteEndpoint, clientParams(planId, membershipId), { silent: true });

export type ClientRowAction = 'remove' | 'cancel' | 'invite';

const rowActions: Record<
  ClientRowAction,
  (planId: number, membershipId: number) => Promise<unknown>
> = { remove: removePlanClient, cancel: cancelPlanClient, invite: sendPlanInvite };

export function useClientRowAction(planId: number) {
  const invalidate = useInvalidatePlans();
  return useMutation({
    mutationFn: ({ action, membershipId }: { action: ClientRowAction; membershipId: number }) =>
      rowActions[action](planId, membershipId),
    onSettled: invalidate,
  });
}

/** Puts the row the server answered into every loaded list, before they are read again. */
function useShowRow() {
  const queryClient = useQueryClient();
  return (row: ProgramClientRow) =>
    queryClient.setQueriesData<ProgramClientsResponse>(
      { queryKey: endpointKey(getPlanClientsEndpoint) },
      (page) =>
        page && { ...page, items: page.items.map((item) => (item.id === row.id ? row : item)) },
    );
}

/** The coach cancels a paid subscription, now (optionally refunding) or at its period's end. */
export function useCancelPaidClient(planId: number) {
  const invalidate = useInvalidatePlans();
  const showRow = useShowRow();
  return useMutation({
    mutationFn: ({ membershipId, body }: { membershipId: number; body: CancelPlanClientBody }) =>
      cancelPlanClient(planId, membershipId, body),
    onSuccess: showRow,
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
