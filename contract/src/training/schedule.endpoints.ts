import { coachesEvenBlocked } from '../common/access.ts';
import { defineEndpoint, type Access } from '../common/endpoint.ts';
import { planIdParamsSchema } from '../programs/programs.schemas.ts';
import {
  saveScheduleBodySchema,
  saveScheduleResponseSchema,
  scheduleQuerySchema,
  scheduleResponseSchema,
} from './schedule.schemas.ts';

const tags = ['training'];

/** The schedule of a program of the current account; another account's program is not found. */
const scheduleRead: Access = { ...coachesEvenBlocked, other_coach: 404 };
const scheduleWrite: Access = { ...scheduleRead, blocked_owner: 406 };

/**
 * GET coach/plans/{id}/schedule?from&to (dated calendars) or ?from_week&to_week (progressive
 * ones), and client_id for a 1-2-1 client's calendar: the days in that range that hold anything.
 */
export const getScheduleEndpoint = defineEndpoint({
  operationId: 'getSchedule',
  summary: "Read a program's schedule over a range of days or weeks",
  method: 'GET',
  path: '/coach/plans/:id/schedule',
  params: planIdParamsSchema,
  query: scheduleQuerySchema,
  response: scheduleResponseSchema,
  permission: 'schedule.read',
  access: scheduleRead,
  tags,
});

/**
 * PUT coach/plans/{id}/schedule {client_id, days}: each day replaced whole (blocks keep their
 * ids; a block moved from another day keeps its id), all or nothing; 409 when a day's version is
 * not the one read.
 */
export const saveScheduleEndpoint = defineEndpoint({
  operationId: 'saveSchedule',
  summary: "Save days of a program's schedule (each day whole, all or nothing)",
  method: 'PUT',
  path: '/coach/plans/:id/schedule',
  params: planIdParamsSchema,
  body: saveScheduleBodySchema,
  response: saveScheduleResponseSchema,
  permission: 'schedule.update',
  access: scheduleWrite,
  tags,
});

export const scheduleEndpoints = [getScheduleEndpoint, saveScheduleEndpoint];
