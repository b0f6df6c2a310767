// GET coach/plans/{id} alone: the schedule builder's route asks it as it opens, from the web app's
// first script, which would otherwise carry every program endpoint (a module sits whole in one
// chunk). programs.endpoints.ts re-exports it.
import { coachesEvenBlocked } from '../common/access.ts';
import { defineEndpoint, type Access } from '../common/endpoint.ts';
import { coachPlanSchema, planIdParamsSchema } from './programs.schemas.ts';

/** A program of the current account, read by its coaches (also while blocked); another
 * account's program is not found. */
export const planRead: Access = { ...coachesEvenBlocked, other_coach: 404 };

/** GET coach/plans/{id}: the program as its editor shows it. */
export const getPlanEndpoint = defineEndpoint({
  operationId: 'getPlan',
  summary: 'Read a program as its editor shows it',
  method: 'GET',
  path: '/coach/plans/:id',
  params: planIdParamsSchema,
  response: coachPlanSchema,
  permission: 'program.read',
  access: planRead,
  tags: ['programs'],
});
