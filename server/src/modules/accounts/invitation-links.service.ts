import { eq } from 'drizzle-orm';
import type { InvitationInfo } from '@forma/contract/accounts/accounts.schemas';
import { requireAccess } from '../../platform/permissions/require-access.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import './accounts.ports.ts';
import { findAccount } from './accounts.repository.ts';
import { acceptInvitation, findInvitation } from './invitations.service.ts';
import { findUserByEmail } from './users.repository.ts';
import { users } from './users.tables.ts';

/** GET invitations/{token}: anyone holding the e-mailed link sees what it invites to. */
export async function showInvitation(rc: RequestContext, token: string): Promise<InvitationInfo> {
  await requireAccess(rc, 'public');
  return getInvitation(rc, token);
}

/** PUT invitations/{token}/accept: the signed-in person takes up an invitation to their address. */
export async function takeUpInvitation(rc: RequestContext, token: string): Promise<InvitationInfo> {
  const { caller } = await requireAccess(rc, 'invitation.accept');
  const info = await getInvitation(rc, token);
  await acceptInvitation(rc.db, caller, token);
  return { ...info, status: 'accepted' };
}

/** What the invitation page shows before sign-up or sign-in. */
async function getInvitation(
  { db, ports }: RequestContext,
  token: string,
): Promise<InvitationInfo> {
  const found = await findInvitation(db, token);
  const account = (await findAccount(db, found.row.accountId))!;
  let title = account.title;
  if (account.kind === 'private') {
    const [owner] = await db.select().from(users).where(eq(users.id, account.id));
    if (owner) title = `${owner.firstName} ${owner.lastName}`.trim();
  }
  const registered = (await findUserByEmail(db, found.row.email)) !== null;
  const status = found.kind === 'coach' ? found.row.inviteStatus : found.row.status;
  const planId = found.kind === 'athlete' ? found.row.planId : null;
  return {
    token,
    title,
    kind: found.kind,
    email: found.row.email,
    account_id: account.id,
    registered,
    status,
    plan: planId ? await ports.invitedProgram(db, planId) : null,
  };
}
