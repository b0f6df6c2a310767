import type { FastifyInstance } from 'fastify';
import {
  acceptWaiverEndpoint,
  applyPlanEndpoint,
  buyPlanEndpoint,
  cancelPlanClientEndpoint,
  cancelPlanEndpoint,
  contactCoachEndpoint,
  editPlanClientEndpoint,
  getMyProgramsEndpoint,
  getPlanClientsEndpoint,
  getPublicPlanEndpoint,
  getWaiverAcceptancesEndpoint,
  inviteClientsEndpoint,
  reAddInfoEndpoint,
  reAddScheduleEndpoint,
  removePlanClientEndpoint,
  resumePlanEndpoint,
  sendPlanInviteEndpoint,
  unsubscribePlanEndpoint,
} from '@forma/contract/programs/memberships.endpoints';
import { route } from '../../platform/http/register-endpoint.ts';
import { myPrograms } from './my-programs.service.ts';
import {
  cancelClientMembership,
  editClientInfo,
  inviteClients,
  listProgramClients,
  removeClient,
  sendInvite,
} from './program-clients.service.ts';
import { acceptWaiver, contactCoach, getPublicPlan } from './public-plan.service.ts';
import {
  applyPlan,
  buyFree,
  cancelFree,
  reAddInfo,
  reAddSchedule,
  resumeMembership,
} from './purchase.service.ts';
import { listWaiverAcceptances } from './waiver-acceptances.service.ts';

export async function membershipsRoutes(app: FastifyInstance) {
  // The public program page (2.7)
  route(app, getPublicPlanEndpoint, (rc, { params }) => getPublicPlan(rc, params.id));
  route(app, acceptWaiverEndpoint, (rc, { params }) => acceptWaiver(rc, params.id));
  route(app, contactCoachEndpoint, (rc, { params, body }) =>
    contactCoach(rc, params.id, body.message.text),
  );

  // Purchase and scheduling (7 "Plans and purchase")
  route(app, buyPlanEndpoint, (rc, { params, body }) => buyFree(rc, params.id, body ?? null));
  route(app, applyPlanEndpoint, (rc, { body }) => applyPlan(rc, body.plan_id, body.start_date));
  route(app, resumePlanEndpoint, (rc, { params, body }) =>
    resumeMembership(rc, params.id, body.resume_type),
  );
  route(app, reAddInfoEndpoint, (rc, { params }) => reAddInfo(rc, params.id));
  route(app, reAddScheduleEndpoint, (rc, { params, body }) =>
    reAddSchedule(rc, params.id, body.date),
  );
  route(app, cancelPlanEndpoint, (rc, { params }) => cancelFree(rc, params.id));
  route(app, unsubscribePlanEndpoint, (rc, { params }) => cancelFree(rc, params.id));

  // My programs (2.10)
  route(app, getMyProgramsEndpoint, (rc, { query }) => myPrograms(rc, query));

  // The program's clients (2.4)
  route(app, getPlanClientsEndpoint, (rc, { params, query }) =>
    listProgramClients(rc, params.id, query),
  );
  route(app, inviteClientsEndpoint, (rc, { params, body }) => inviteClients(rc, params.id, body));
  route(app, removePlanClientEndpoint, (rc, { params }) =>
    removeClient(rc, params.id, params.membership_id),
  );
  route(app, editPlanClientEndpoint, (rc, { params, body }) =>
    editClientInfo(rc, params.id, params.membership_id, body.client),
  );
  route(app, cancelPlanClientEndpoint, (rc, { params }) =>
    cancelClientMembership(rc, params.id, params.membership_id),
  );
  route(app, sendPlanInviteEndpoint, (rc, { params }) =>
    sendInvite(rc, params.id, params.membership_id),
  );
  route(app, getWaiverAcceptancesEndpoint, (rc, { params, query }) =>
    listWaiverAcceptances(rc, params.id, query),
  );
}
