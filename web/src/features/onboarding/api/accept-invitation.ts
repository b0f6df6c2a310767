import { api } from '../../../lib/api-client';

/** PUT invitations/{token}/accept (no body): joins the invitation's account or program. */
export const acceptInvitation = (token: string) =>
  api<unknown>(`invitations/${encodeURIComponent(token)}/accept`, { method: 'PUT' });
