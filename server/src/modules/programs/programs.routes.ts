import type { FastifyInstance } from 'fastify';
import {
  addPriceEndpoint,
  addTrackEndpoint,
  archivePriceEndpoint,
  archiveTrackEndpoint,
  changePriceEndpoint,
  clonePlanEndpoint,
  copyPlanEndpoint,
  createPlanEndpoint,
  deletePlanEndpoint,
  deletePriceEndpoint,
  getPlanEndpoint,
  getPlansEndpoint,
  getTracksEndpoint,
  planFlagEndpoints,
  publishPlanEndpoint,
  removeCoverEndpoint,
  renameTrackEndpoint,
  restorePriceEndpoint,
  restoreTrackEndpoint,
  saveCoverEndpoint,
  skipPriceMessageEndpoint,
  updatePlanEndpoint,
  type PlanFlagAction,
} from '@forma/contract/programs/programs.endpoints';
import { route } from '../../platform/http/register-endpoint.ts';
import { readCoverUpload } from './cover-upload.ts';
import { removeCover, saveCover } from './covers.service.ts';
import {
  addPrice,
  archivePrice,
  changePrice,
  deletePrice,
  restorePrice,
  skipPriceMessage,
} from './prices.service.ts';
import { listPlans } from './programs-list.service.ts';
import {
  clonePlan,
  copyPlan,
  createPlan,
  deletePlan,
  getPlan,
  publishPlan,
  setPlanFlag,
  updatePlan,
} from './programs.service.ts';
import { addTrack, listTracks, renameTrack, setTrackArchived } from './tracks.service.ts';

export async function programsRoutes(app: FastifyInstance) {
  route(app, getPlansEndpoint, (rc, { query }) => listPlans(rc, query));
  route(app, createPlanEndpoint, (rc, { body }) => createPlan(rc, body.plan));
  route(app, getPlanEndpoint, (rc, { params }) => getPlan(rc, params.id));
  route(app, updatePlanEndpoint, (rc, { params, body }) => updatePlan(rc, params.id, body.plan));
  route(app, deletePlanEndpoint, (rc, { params }) => deletePlan(rc, params.id));
  route(app, publishPlanEndpoint, (rc, { params }) => publishPlan(rc, params.id));
  route(app, clonePlanEndpoint, (rc, { params }) => clonePlan(rc, params.id));
  route(app, copyPlanEndpoint, (rc, { params, body }) => copyPlan(rc, params.id, body.account_id));
  for (const [action, endpoint] of Object.entries(planFlagEndpoints)) {
    route(app, endpoint, (rc, { params }) => setPlanFlag(rc, params.id, action as PlanFlagAction));
  }

  route(app, addPriceEndpoint, (rc, { params, body }) => addPrice(rc, params.id, body.price));
  route(app, changePriceEndpoint, (rc, { params, body }) =>
    changePrice(rc, params.id, params.price_id, body.price.price),
  );
  route(app, archivePriceEndpoint, (rc, { params, body }) =>
    archivePrice(rc, params.id, params.price_id, body?.confirm ?? false),
  );
  route(app, restorePriceEndpoint, (rc, { params }) =>
    restorePrice(rc, params.id, params.price_id),
  );
  route(app, deletePriceEndpoint, (rc, { params }) => deletePrice(rc, params.id, params.price_id));
  route(app, skipPriceMessageEndpoint, (rc, { params }) =>
    skipPriceMessage(rc, params.id, params.price_id),
  );

  route(app, getTracksEndpoint, (rc, { params }) => listTracks(rc, params.id));
  route(app, addTrackEndpoint, (rc, { params, body }) => addTrack(rc, params.id, body.track.name));
  route(app, renameTrackEndpoint, (rc, { params, body }) =>
    renameTrack(rc, params.id, params.track_id, body.track.name),
  );
  route(app, archiveTrackEndpoint, (rc, { params }) =>
    setTrackArchived(rc, params.id, params.track_id, true),
  );
  route(app, restoreTrackEndpoint, (rc, { params }) =>
    setTrackArchived(rc, params.id, params.track_id, false),
  );

  route(app, saveCoverEndpoint, (rc, { params, file }) =>
    saveCover(rc, params.id, () => readCoverUpload(file)),
  );
  route(app, removeCoverEndpoint, (rc, { params }) =>
    removeCover(rc, params.id, params.cover_type),
  );
}
