import type { FastifyInstance } from 'fastify';
import {
  acceptInvitationEndpoint,
  acceptInviteEndpoint,
  createAccountEndpoint,
  getAccountCoachesEndpoint,
  getAccountsEndpoint,
  getInvitationEndpoint,
  inviteClientEndpoint,
  inviteCoachEndpoint,
  rejectInviteEndpoint,
  removeCoachEndpoint,
  switchAccountEndpoint,
} from '@forma/contract/accounts/accounts.endpoints';
import { route } from '../../platform/http/register-endpoint.ts';
import {
  acceptInvite,
  createAccount,
  listAccounts,
  rejectInvite,
  switchAccount,
} from './accounts.service.ts';
import { inviteClient } from './client-invitations.service.ts';
import { inviteCoach, listCoaches, removeCoach } from './coach-invitations.service.ts';
import { showInvitation, takeUpInvitation } from './invitation-links.service.ts';

const ok = { ok: true } as const;

export async function accountsRoutes(app: FastifyInstance) {
  route(app, getAccountsEndpoint, (rc) => listAccounts(rc));
  route(app, createAccountEndpoint, (rc, { body }) => createAccount(rc, body.account));
  route(app, switchAccountEndpoint, (rc, { body }) => switchAccount(rc, body.id));
  route(app, acceptInviteEndpoint, (rc, { params }) => acceptInvite(rc, params.id));
  route(app, rejectInviteEndpoint, (rc, { params }) => rejectInvite(rc, params.id));
  route(app, getAccountCoachesEndpoint, (rc) => listCoaches(rc));
  route(app, inviteCoachEndpoint, async (rc, { body }) => {
    await inviteCoach(rc, body.invite.email);
    return ok;
  });
  route(app, removeCoachEndpoint, (rc, { params }) => removeCoach(rc, params.email));
  route(app, inviteClientEndpoint, async (rc, { body }) => {
    await inviteClient(rc, body.invite.email);
    return ok;
  });
  route(app, getInvitationEndpoint, (rc, { params }) => showInvitation(rc, params.token));
  route(app, acceptInvitationEndpoint, (rc, { params }) => takeUpInvitation(rc, params.token));
}
