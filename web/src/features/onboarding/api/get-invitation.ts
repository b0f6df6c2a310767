import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InvitationInfo } from '@forma/contract/accounts/accounts.schemas';
import { api } from '../../../lib/api-client';

/** GET invitations/{token} -> {title, kind, email, registered, status}. Silent: the page explains a bad link. */
export const getInvitation = (token: string) =>
  api<InvitationInfo>(`invitations/${encodeURIComponent(token)}`, { silent: true });

export const invitationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['invitations', token],
    queryFn: () => getInvitation(token),
    retry: false,
  });

export function useInvitation(token: string) {
  return useQuery({ ...invitationQueryOptions(token), enabled: Boolean(token) });
}
