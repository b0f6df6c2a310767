import { queryOptions, useQuery } from '@tanstack/react-query';
import { getInvitationEndpoint } from '@forma/contract/accounts/accounts.endpoints';
import { endpointQuery } from '../../../lib/call';

/** GET invitations/{token} -> {title, kind, email, registered, status}. Silent: the page explains a bad link. */
export const invitationQueryOptions = (token: string) =>
  queryOptions({
    ...endpointQuery(getInvitationEndpoint, { params: { token } }, { silent: true }),
    retry: false,
  });

export function useInvitation(token: string) {
  return useQuery({ ...invitationQueryOptions(token), enabled: Boolean(token) });
}
