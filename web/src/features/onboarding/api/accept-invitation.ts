import { acceptInvitationEndpoint } from '@forma/contract/accounts/accounts.endpoints';
import { call } from '../../../lib/call';

/** PUT invitations/{token}/accept (no body): joins the invitation's account or program. */
export const acceptInvitation = (token: string) =>
  call(acceptInvitationEndpoint, { params: { token } });
