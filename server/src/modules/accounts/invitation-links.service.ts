import type { InvitationInfo } from '@forma/contract/accounts/accounts.schemas';
import { requireAccess } from '../../platform/permissions/require-access.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { acceptInvitation, getInvitation } from './invitations.service.ts';

/** GET invitations/{token}: anyone holding the e-mailed link sees what it invites to. */
export async function showInvitation(rc: RequestContext, token: string): Promise<InvitationInfo> {
  await requireAccess(rc, 'public');
  return getInvitation(rc.db, token);
}

/** PUT invitations/{token}/accept: the signed-in person takes up an invitation to their address. */
export async function takeUpInvitation(rc: RequestContext, token: string): Promise<InvitationInfo> {
  const { caller } = await requireAccess(rc, 'invitation.accept');
  return acceptInvitation(rc.db, caller, token);
}
