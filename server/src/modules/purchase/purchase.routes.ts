import type { FastifyInstance } from 'fastify';
import {
  acceptWaiverEndpoint,
  applyPlanEndpoint,
  buyPlanEndpoint,
  cancelPlanEndpoint,
  cancelSwitchPriceEndpoint,
  contactCoachEndpoint,
  getMyProgramsEndpoint,
  getPublicPlanEndpoint,
  reAddInfoEndpoint,
  reAddScheduleEndpoint,
  resumePlanEndpoint,
  resumeSubscribeEndpoint,
  retryCheckEndpoint,
  retryPaymentEndpoint,
  switchPriceEndpoint,
  unsubscribePlanEndpoint,
} from '@forma/contract/purchase/purchase.endpoints';
import { route } from '../../platform/http/register-endpoint.ts';
import { myPrograms } from './my-programs.service.ts';
import { resumeSubscribe } from './paid/cancel-paid.ts';
import { retryCheck, retryPayment } from './paid/retry.service.ts';
import { cancelSwitchPrice, switchPrice } from './paid/switch-price.ts';
import { acceptWaiver, contactCoach, getPublicPlan } from './public-plan.service.ts';
import { applyPlan } from './apply-plan.ts';
import { buyProgram } from './buy-program.ts';
import { cancelMembership } from './cancel-membership.ts';
import { reAddInfo, reAddSchedule } from './reschedule-membership.ts';
import { resumeMembership } from './resume-membership.ts';

export async function purchaseRoutes(app: FastifyInstance) {
  // The public program page (2.7)
  route(app, getPublicPlanEndpoint, (rc, { params }) => getPublicPlan(rc, params.id));
  route(app, acceptWaiverEndpoint, (rc, { params }) => acceptWaiver(rc, params.id));
  route(app, contactCoachEndpoint, (rc, { params, body }) =>
    contactCoach(rc, params.id, body.message.text),
  );

  // Purchase and scheduling (7 "Plans and purchase")
  route(app, buyPlanEndpoint, (rc, { params, body }) => buyProgram(rc, params.id, body ?? null));
  route(app, applyPlanEndpoint, (rc, { body }) => applyPlan(rc, body.plan_id, body.start_date));
  route(app, resumePlanEndpoint, (rc, { params, body }) =>
    resumeMembership(rc, params.id, body.resume_type),
  );
  route(app, reAddInfoEndpoint, (rc, { params }) => reAddInfo(rc, params.id));
  route(app, reAddScheduleEndpoint, (rc, { params, body }) =>
    reAddSchedule(rc, params.id, body.date),
  );
  route(app, retryPaymentEndpoint, (rc, { params }) => retryPayment(rc, params.id));
  route(app, retryCheckEndpoint, (rc, { params, body }) => retryCheck(rc, params.id, body.intent));
  route(app, resumeSubscribeEndpoint, (rc, { params }) => resumeSubscribe(rc, params.id));
  route(app, switchPriceEndpoint, (rc, { params, body }) =>
    switchPrice(rc, params.id, body.price_id),
  );
  route(app, cancelSwitchPriceEndpoint, (rc, { params }) => cancelSwitchPrice(rc, params.id));
  route(app, cancelPlanEndpoint, (rc, { params }) => cancelMembership(rc, params.id));
  route(app, unsubscribePlanEndpoint, (rc, { params }) => cancelMembership(rc, params.id));

  // My programs (2.10)
  route(app, getMyProgramsEndpoint, (rc, { query }) => myPrograms(rc, query));
}
