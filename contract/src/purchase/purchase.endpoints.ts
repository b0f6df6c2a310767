import { clientsOnly } from '../common/access.ts';
import type { Access } from '../common/endpoint.ts';
import { defineEndpoint } from '../common/endpoint.ts';
import {
  applyPlanBodySchema,
  buyBodySchema,
  contactCoachBodySchema,
  messageResponseSchema,
  myProgramsQuerySchema,
  myProgramsResponseSchema,
  publicPlanSchema,
  publicPlanWithNoticeSchema,
  reAddInfoSchema,
  reAddScheduleBodySchema,
  reAddScheduleResponseSchema,
  resumeBodySchema,
  retryCheckBodySchema,
  retryResponseSchema,
  switchPriceBodySchema,
} from './purchase.schemas.ts';
import { planIdParamsSchema, planRefParamsSchema } from '../programs/programs.schemas.ts';
import { getPublicPlanEndpoint } from './public-plan-read.endpoints.ts';

export { getPublicPlanEndpoint };

const tags = ['programs'];

/** A client about their own membership of the program: one who has none hears 'not bought' (422). */
const membersOfPlan: Access = { ...clientsOnly, stranger_client: 422 };

// --- The public program page (2.7) ---

/** POST plans/{id}/waiver/accept: 'Confirmed as read and accepted' (spec 2.8). */
export const acceptWaiverEndpoint = defineEndpoint({
  operationId: 'acceptWaiver',
  summary: "Accept a program's waiver",
  method: 'POST',
  path: '/plans/:id/waiver/accept',
  params: planRefParamsSchema,
  response: publicPlanSchema,
  permission: 'membership.waiver.accept',
  access: clientsOnly,
  tags,
});

/** POST plans/{id}/contact {message: {text}}: 'Contact the coach', by e-mail. */
export const contactCoachEndpoint = defineEndpoint({
  operationId: 'contactCoach',
  summary: "Send a message to a program's coach by e-mail",
  method: 'POST',
  path: '/plans/:id/contact',
  params: planRefParamsSchema,
  body: contactCoachBodySchema,
  response: messageResponseSchema,
  permission: 'membership.contact',
  access: clientsOnly,
  rateLimit: 'shared_write',
  tags,
});

// --- Purchase and scheduling (7 "Plans and purchase") ---

/** POST stripe/plan/{id}/buy with {start_date}, {resume_type} or no body: a free program. */
export const buyPlanEndpoint = defineEndpoint({
  operationId: 'buyPlan',
  summary: 'Join a program: buy it, start its trial or take it for free',
  method: 'POST',
  path: '/stripe/plan/:id/buy',
  params: planIdParamsSchema,
  body: buyBodySchema,
  response: publicPlanWithNoticeSchema,
  permission: 'membership.buy',
  access: clientsOnly,
  tags,
});

/** POST stripe/plan/{id}/retry: charge the default card again (spec 4.6). */
export const retryPaymentEndpoint = defineEndpoint({
  operationId: 'retryPayment',
  summary: 'Charge the default card again for a missed payment',
  method: 'POST',
  path: '/stripe/plan/:id/retry',
  params: planIdParamsSchema,
  response: retryResponseSchema,
  permission: 'membership.buy',
  access: membersOfPlan,
  tags,
});

/** POST stripe/plan/{id}/retry/check {intent}: the payment after the card's authentication. */
export const retryCheckEndpoint = defineEndpoint({
  operationId: 'retryCheck',
  summary: "Finish a payment after the card's authentication",
  method: 'POST',
  path: '/stripe/plan/:id/retry/check',
  params: planIdParamsSchema,
  body: retryCheckBodySchema,
  response: retryResponseSchema,
  permission: 'membership.buy',
  access: membersOfPlan,
  tags,
});

/** POST athlete/plans/{id}/resume_subscribe: a subscription set to end at its period's end goes on. */
export const resumeSubscribeEndpoint = defineEndpoint({
  operationId: 'resumeSubscribe',
  summary: "Keep a subscription that was set to end at its period's end",
  method: 'POST',
  path: '/athlete/plans/:id/resume_subscribe',
  params: planIdParamsSchema,
  response: publicPlanWithNoticeSchema,
  permission: 'membership.cancel',
  access: membersOfPlan,
  tags,
});

/**
 * POST athlete/plans/{id}/switch_price {price_id}: the subscription moves to another of the
 * program's price options (another cadence) when its current period ends, a pending switch
 * (the coach's 'Pending switch!'); until then it goes on as it is. Choosing again replaces it.
 */
export const switchPriceEndpoint = defineEndpoint({
  operationId: 'switchPrice',
  summary: 'Switch a subscription to another price option when its period ends',
  method: 'POST',
  path: '/athlete/plans/:id/switch_price',
  params: planIdParamsSchema,
  body: switchPriceBodySchema,
  response: publicPlanWithNoticeSchema,
  permission: 'membership.cancel',
  access: membersOfPlan,
  tags,
});

/** DELETE athlete/plans/{id}/switch_price: the pending switch is dropped; the price stays. */
export const cancelSwitchPriceEndpoint = defineEndpoint({
  operationId: 'cancelSwitchPrice',
  summary: 'Drop a pending switch of price option',
  method: 'DELETE',
  path: '/athlete/plans/:id/switch_price',
  params: planIdParamsSchema,
  response: publicPlanWithNoticeSchema,
  permission: 'membership.cancel',
  access: membersOfPlan,
  tags,
});

/** POST schedule/apply_plan {plan_id, start_date}: an owned program onto the calendar. */
export const applyPlanEndpoint = defineEndpoint({
  operationId: 'applyPlan',
  summary: 'Put an owned program onto the calendar from a start date',
  method: 'POST',
  path: '/schedule/apply_plan',
  body: applyPlanBodySchema,
  response: publicPlanWithNoticeSchema,
  permission: 'membership.schedule',
  access: membersOfPlan,
  tags,
});

/** POST plans/{id}/resume {resume_type}: a resumed membership continues or restarts. */
export const resumePlanEndpoint = defineEndpoint({
  operationId: 'resumePlan',
  summary: 'Resume a membership: continue or restart',
  method: 'POST',
  path: '/plans/:id/resume',
  params: planIdParamsSchema,
  body: resumeBodySchema,
  response: publicPlanWithNoticeSchema,
  permission: 'membership.schedule',
  access: membersOfPlan,
  tags,
});

/** GET plans/{id}/re_add_info: the current start and the first day a new one may take. */
export const reAddInfoEndpoint = defineEndpoint({
  operationId: 'reAddInfo',
  summary: "Read a membership's current start and the first day a new one may take",
  method: 'GET',
  path: '/plans/:id/re_add_info',
  params: planIdParamsSchema,
  response: reAddInfoSchema,
  permission: 'membership.schedule',
  access: membersOfPlan,
  tags,
});

/** POST plans/{id}/re_add_schedule {date}: a new start date (spec 2.8 Reschedule). */
export const reAddScheduleEndpoint = defineEndpoint({
  operationId: 'reAddSchedule',
  summary: 'Give a membership a new start date',
  method: 'POST',
  path: '/plans/:id/re_add_schedule',
  params: planIdParamsSchema,
  body: reAddScheduleBodySchema,
  response: reAddScheduleResponseSchema,
  permission: 'membership.schedule',
  access: membersOfPlan,
  tags,
});

/** DELETE stripe/plan/{id}/unsubscribe (the program page): a free program ends at once. */
export const cancelPlanEndpoint = defineEndpoint({
  operationId: 'cancelPlan',
  summary: 'Leave a program from its page',
  method: 'DELETE',
  path: '/stripe/plan/:id/unsubscribe',
  params: planIdParamsSchema,
  response: publicPlanWithNoticeSchema,
  permission: 'membership.cancel',
  access: membersOfPlan,
  tags,
});

/** DELETE athlete/plans/{id}/unsubscribe (My programs): the same as from the program page. */
export const unsubscribePlanEndpoint = defineEndpoint({
  ...cancelPlanEndpoint,
  operationId: 'unsubscribePlan',
  summary: 'Leave a program from My programs',
  path: '/athlete/plans/:id/unsubscribe',
});

// --- My programs (2.10) ---

/** GET athlete/plans?list=active|past|invites&page: My programs as cards. */
export const getMyProgramsEndpoint = defineEndpoint({
  operationId: 'getMyPrograms',
  summary: "List the client's programs as cards (active, past or invites)",
  method: 'GET',
  path: '/athlete/plans',
  query: myProgramsQuerySchema,
  response: myProgramsResponseSchema,
  permission: 'membership.list',
  access: clientsOnly,
  tags,
});

export const purchaseEndpoints = [
  getPublicPlanEndpoint,
  acceptWaiverEndpoint,
  contactCoachEndpoint,
  buyPlanEndpoint,
  retryPaymentEndpoint,
  retryCheckEndpoint,
  resumeSubscribeEndpoint,
  switchPriceEndpoint,
  cancelSwitchPriceEndpoint,
  applyPlanEndpoint,
  resumePlanEndpoint,
  reAddInfoEndpoint,
  reAddScheduleEndpoint,
  cancelPlanEndpoint,
  unsubscribePlanEndpoint,
  getMyProgramsEndpoint,
];
