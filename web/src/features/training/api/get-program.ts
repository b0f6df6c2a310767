import { useQueries, useQuery } from '@tanstack/react-query';
import { getPlanClientsEndpoint } from '@forma/contract/clients/clients.endpoints';
import type { ClientList, ProgramClientRow } from '@forma/contract/clients/clients.schemas';
import { getPlanEndpoint } from '@forma/contract/programs/programs.endpoints';
import { endpointQuery } from '../../../lib/call';

/** GET coach/plans/{id}: the program's title and type (the same cached answer as its editor). */
export const useProgram = (planId: number) =>
  useQuery(endpointQuery(getPlanEndpoint, { params: { id: planId } }));

/** The lists whose clients have a calendar a coach can build ahead (not invites, not past). */
const CALENDAR_LISTS: readonly ClientList[] = ['active', 'in_trial', 'scheduled'];

/**
 * The clients of a 1-2-1 program for the builder's picker: each with the user id its calendar
 * is kept under (a client who has not joined yet has none).
 */
export function useCalendarClients(planId: number, enabled: boolean) {
  const lists = useQueries({
    queries: CALENDAR_LISTS.map((list) => ({
      ...endpointQuery(getPlanClientsEndpoint, {
        params: { id: planId },
        query: { list, page: '1', per_page: '100' },
      }),
      enabled,
    })),
  });
  const seen = new Set<number>();
  const clients: { userId: number; row: ProgramClientRow }[] = [];
  for (const row of lists.flatMap((list) => list.data?.items ?? [])) {
    if (row.user_id === null || seen.has(row.user_id)) continue;
    seen.add(row.user_id);
    clients.push({ userId: row.user_id, row });
  }
  return {
    clients,
    isPending: lists.some((list) => list.isPending),
    isError: lists.some((list) => list.isError),
  };
}
