import { z } from 'zod';
import {
  coachesNotBlocked,
  coachesOnly,
  openToAll,
  ownerEvenBlocked,
  ownerNotBlocked,
  signedInSelf,
} from '../common/access.ts';
import { idParamSchema, okSchema } from '../common/api.ts';
import { defineEndpoint } from '../common/endpoint.ts';
import {
  accountCoachListSchema,
  accountListSchema,
  coachInviteBodySchema,
  createAccountBodySchema,
  invitationInfoSchema,
  switchAccountBodySchema,
  switchAccountResponseSchema,
} from './accounts.schemas.ts';

const tags = ['accounts'];

/** GET accounts: the private account, then every business account the coach belongs to or is invited to. */
export const getAccountsEndpoint = defineEndpoint({
  operationId: 'getAccounts',
  summary:
    "List the coach's accounts: the private one, then every business account they belong to or are invited to",
  method: 'GET',
  path: '/accounts',
  response: accountListSchema,
  permission: 'account.list',
  access: coachesOnly,
  tags,
});

/** POST accounts: a coach creates a gym, brand or team and owns it. */
export const createAccountEndpoint = defineEndpoint({
  operationId: 'createAccount',
  summary: 'Create a gym, brand or team account owned by the coach',
  method: 'POST',
  path: '/accounts',
  body: createAccountBodySchema,
  response: z.object({ id: z.number() }),
  permission: 'account.create',
  access: coachesOnly,
  tags,
});

/** PUT accounts/switch {id}: to the private account or an accepted membership. */
export const switchAccountEndpoint = defineEndpoint({
  operationId: 'switchAccount',
  summary: "Act as another of the coach's accounts",
  method: 'PUT',
  path: '/accounts/switch',
  body: switchAccountBodySchema,
  response: switchAccountResponseSchema,
  permission: 'account.switch',
  access: coachesOnly,
  tags,
});

/** PUT invites/{account id}/accept: the coach joins the business account that invited them. */
export const acceptInviteEndpoint = defineEndpoint({
  operationId: 'acceptInvite',
  summary: 'Join the business account that invited the coach',
  method: 'PUT',
  path: '/invites/:id/accept',
  params: idParamSchema,
  response: null,
  permission: 'account.invite.respond',
  access: coachesOnly,
  tags,
});

/** PUT invites/{account id}/reject: the invitation is declined and leaves the list. */
export const rejectInviteEndpoint = defineEndpoint({
  ...acceptInviteEndpoint,
  operationId: 'rejectInvite',
  summary: "Decline a business account's invitation",
  path: '/invites/:id/reject',
});

/** GET accounts/current/coaches: the owner sees everyone invited into the account. */
export const getAccountCoachesEndpoint = defineEndpoint({
  operationId: 'getAccountCoaches',
  summary: 'List the coaches invited into the current account',
  method: 'GET',
  path: '/accounts/current/coaches',
  response: accountCoachListSchema,
  permission: 'account.coaches.read',
  access: ownerEvenBlocked,
  tags,
});

/** POST accounts/current/coaches {invite:{email}}: a coach invited by e-mail (201). */
export const inviteCoachEndpoint = defineEndpoint({
  operationId: 'inviteCoach',
  summary: 'Invite a coach into the current account by e-mail',
  method: 'POST',
  path: '/accounts/current/coaches',
  body: coachInviteBodySchema,
  response: okSchema,
  status: 201,
  permission: 'account.coaches.invite',
  access: ownerNotBlocked,
  tags,
});

/** DELETE accounts/current/coaches/{email}: the owner removes a coach or withdraws an invitation. */
export const removeCoachEndpoint = defineEndpoint({
  operationId: 'removeCoach',
  summary: 'Remove a coach from the current account, or withdraw their invitation',
  method: 'DELETE',
  path: '/accounts/current/coaches/:email',
  params: z.object({ email: z.string().email() }),
  response: null,
  permission: 'account.coaches.remove',
  access: ownerEvenBlocked,
  tags,
});

/** POST clients/invitations {invite:{email}}: a client invited to the current account (201). */
export const inviteClientEndpoint = defineEndpoint({
  operationId: 'inviteClient',
  summary: 'Invite a client into the current account by e-mail',
  method: 'POST',
  path: '/clients/invitations',
  body: coachInviteBodySchema,
  response: okSchema,
  status: 201,
  permission: 'client.invite',
  access: coachesNotBlocked,
  tags,
});

const tokenParams = z.object({ token: z.string().min(10).max(200) });

/** GET invitations/{token}: what the invitation page shows before sign-up or sign-in. */
export const getInvitationEndpoint = defineEndpoint({
  operationId: 'getInvitation',
  summary: 'Read an invitation before signing up or in',
  method: 'GET',
  path: '/invitations/:token',
  params: tokenParams,
  response: invitationInfoSchema,
  permission: 'public',
  access: openToAll,
  tags,
});

/** PUT invitations/{token}/accept: the signed-in person takes up the invitation. */
export const acceptInvitationEndpoint = defineEndpoint({
  operationId: 'acceptInvitation',
  summary: 'Take up an invitation as the signed-in person',
  method: 'PUT',
  path: '/invitations/:token/accept',
  params: tokenParams,
  response: invitationInfoSchema,
  permission: 'invitation.accept',
  access: signedInSelf,
  tags,
});

export const accountsEndpoints = [
  getAccountsEndpoint,
  createAccountEndpoint,
  switchAccountEndpoint,
  acceptInviteEndpoint,
  rejectInviteEndpoint,
  getAccountCoachesEndpoint,
  inviteCoachEndpoint,
  removeCoachEndpoint,
  inviteClientEndpoint,
  getInvitationEndpoint,
  acceptInvitationEndpoint,
];
