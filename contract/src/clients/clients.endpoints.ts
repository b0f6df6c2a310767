import { coachesEvenBlocked, coachesNotBlocked } from '../common/access.ts';
import type { Access } from '../common/endpoint.ts';
import { defineEndpoint } from '../common/endpoint.ts';
import { rescheduleBodySchema } from '../tracking/calendar.schemas.ts';
import {
  clientInfoBodySchema,
  invitesBodySchema,
  planClientParamsSchema,
  planIdParamsSchema,
} from '../programs/programs.schemas.ts';
import {
  cancelPlanClientBodySchema,
  clientTracksBodySchema,
  invitesResponseSchema,
  programClientRowSchema,
  programClientsQuerySchema,
  programClientsResponseSchema,
} from './clients.schemas.ts';
import {
  waiverAcceptancesQuerySchema,
  waiverAcceptancesResponseSchema,
} from './waiver-acceptances.schemas.ts';

const tags = ['clients'];

/** A coach of the account the program belongs to, also while it is blocked (404 for another account). */
const planCoachesEvenBlocked: Access = { ...coachesEvenBlocked, other_coach: 404 };

/** A coach of the program's account while it is not blocked. */
const planCoachesNotBlocked: Access = { ...coachesNotBlocked, other_coach: 404 };

// --- The program's clients (2.4) ---

/** GET coach/plans/{id}/clients?list&page&per_page&q: one tab of the program's clients. */
export const getPlanClientsEndpoint = defineEndpoint({
  operationId: 'getPlanClients',
  summary: "List one tab of a program's clients",
  method: 'GET',
  path: '/coach/plans/:id/clients',
  params: planIdParamsSchema,
  query: programClientsQuerySchema,
  response: programClientsResponseSchema,
  permission: 'plan.clients.read',
  access: planCoachesEvenBlocked,
  tags,
});

/** POST coach/plans/{id}/invites {emails, send}: clients invited by e-mail (201). */
export const inviteClientsEndpoint = defineEndpoint({
  operationId: 'inviteClients',
  summary: 'Invite clients to a program by e-mail',
  method: 'POST',
  path: '/coach/plans/:id/invites',
  params: planIdParamsSchema,
  body: invitesBodySchema,
  response: invitesResponseSchema,
  status: 201,
  permission: 'plan.clients.manage',
  access: planCoachesNotBlocked,
  tags,
});

/** DELETE coach/plans/{id}/clients/{membership_id}: withdraws an invite or removes a client. */
export const removePlanClientEndpoint = defineEndpoint({
  operationId: 'removePlanClient',
  summary: 'Remove a client from a program, or withdraw their invite',
  method: 'DELETE',
  path: '/coach/plans/:id/clients/:membership_id',
  params: planClientParamsSchema,
  response: null,
  permission: 'plan.clients.manage',
  access: planCoachesNotBlocked,
  tags,
});

/** PATCH coach/plans/{id}/clients/{membership_id} {client}: names, and the e-mail of an invite. */
export const editPlanClientEndpoint = defineEndpoint({
  operationId: 'editPlanClient',
  summary: "Change a program client's names, or an invite's e-mail",
  method: 'PATCH',
  path: '/coach/plans/:id/clients/:membership_id',
  params: planClientParamsSchema,
  body: clientInfoBodySchema,
  response: programClientRowSchema,
  permission: 'plan.clients.manage',
  access: planCoachesNotBlocked,
  tags,
});

/** POST coach/plans/{id}/clients/{membership_id}/cancel: the coach ends a membership. */
export const cancelPlanClientEndpoint = defineEndpoint({
  operationId: 'cancelPlanClient',
  summary: "End a client's membership of a program",
  method: 'POST',
  path: '/coach/plans/:id/clients/:membership_id/cancel',
  params: planClientParamsSchema,
  body: cancelPlanClientBodySchema,
  response: programClientRowSchema,
  permission: 'plan.clients.manage',
  access: planCoachesNotBlocked,
  tags,
});

/** POST coach/plans/{id}/clients/{membership_id}/invite: sends or resends the program invite. */
export const sendPlanInviteEndpoint = defineEndpoint({
  operationId: 'sendPlanInvite',
  summary: "Send or resend a client's program invite",
  method: 'POST',
  path: '/coach/plans/:id/clients/:membership_id/invite',
  params: planClientParamsSchema,
  response: programClientRowSchema,
  permission: 'plan.clients.manage',
  access: planCoachesNotBlocked,
  tags,
});

/**
 * PUT coach/plans/{id}/clients/{membership_id}/tracks {track_ids}: the tracks a client follows
 * (none: the program's default track).
 */
export const setPlanClientTracksEndpoint = defineEndpoint({
  operationId: 'setPlanClientTracks',
  summary: 'Choose the tracks a client follows',
  method: 'PUT',
  path: '/coach/plans/:id/clients/:membership_id/tracks',
  params: planClientParamsSchema,
  body: clientTracksBodySchema,
  response: programClientRowSchema,
  permission: 'plan.clients.manage',
  access: planCoachesNotBlocked,
  tags,
});

/** GET coach/plans/{id}/waiver/acceptances?page: who accepted the waiver, newest first. */
export const getWaiverAcceptancesEndpoint = defineEndpoint({
  operationId: 'getWaiverAcceptances',
  summary: "List who accepted a program's waiver, newest first",
  method: 'GET',
  path: '/coach/plans/:id/waiver/acceptances',
  params: planIdParamsSchema,
  query: waiverAcceptancesQuerySchema,
  response: waiverAcceptancesResponseSchema,
  permission: 'plan.clients.read',
  access: planCoachesEvenBlocked,
  tags,
});

/** PUT coach/plans/{id}/clients/{membership_id}/reschedule {week, day}: today becomes that day. */
export const rescheduleClientEndpoint = defineEndpoint({
  operationId: 'rescheduleClient',
  summary: "Move a client's place in the program: today becomes the given week and day",
  method: 'PUT',
  path: '/coach/plans/:id/clients/:membership_id/reschedule',
  params: planClientParamsSchema,
  body: rescheduleBodySchema,
  response: programClientRowSchema,
  permission: 'plan.clients.manage',
  access: planCoachesNotBlocked,
  tags,
});

export const clientsEndpoints = [
  getPlanClientsEndpoint,
  inviteClientsEndpoint,
  removePlanClientEndpoint,
  editPlanClientEndpoint,
  cancelPlanClientEndpoint,
  sendPlanInviteEndpoint,
  setPlanClientTracksEndpoint,
  getWaiverAcceptancesEndpoint,
  rescheduleClientEndpoint,
];
