import type { FastifyInstance } from 'fastify';
import {
  cancelPlanClientEndpoint,
  editPlanClientEndpoint,
  getPlanClientsEndpoint,
  getWaiverAcceptancesEndpoint,
  inviteClientsEndpoint,
  removePlanClientEndpoint,
  rescheduleClientEndpoint,
  sendPlanInviteEndpoint,
  setPlanClientTracksEndpoint,
} from '@forma/contract/clients/clients.endpoints';
import { route } from '../../platform/http/register-endpoint.ts';
import { rescheduleClient } from './reschedule.service.ts';
import {
  cancelClientMembership,
  editClientInfo,
  inviteClients,
  listProgramClients,
  removeClient,
  sendInvite,
} from './program-clients.service.ts';
import { listWaiverAcceptances } from './waiver-acceptances.service.ts';
import { setClientTracks } from './client-tracks.service.ts';

export async function clientsRoutes(app: FastifyInstance) {
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
  route(app, cancelPlanClientEndpoint, (rc, { params, body }) =>
    cancelClientMembership(rc, params.id, params.membership_id, body),
  );
  route(app, sendPlanInviteEndpoint, (rc, { params }) =>
    sendInvite(rc, params.id, params.membership_id),
  );
  route(app, setPlanClientTracksEndpoint, (rc, { params, body }) =>
    setClientTracks(rc, params.id, params.membership_id, body),
  );
  route(app, getWaiverAcceptancesEndpoint, (rc, { params, query }) =>
    listWaiverAcceptances(rc, params.id, query),
  );
  route(app, rescheduleClientEndpoint, (rc, { params, body }) =>
    rescheduleClient(rc, params.id, params.membership_id, body),
  );
}
