import type { FastifyInstance } from 'fastify';
import {
  deleteSetEndpoint,
  getAthleteCalendarDaysEndpoint,
  getAthleteCalendarEndpoint,
  getCalendarDaysEndpoint,
  getCalendarEndpoint,
  getExerciseHistoryEndpoint,
  logMacrosEndpoint,
  moveDayEndpoint,
  saveBodyweightEndpoint,
  saveSetEndpoint,
  setBlockDoneEndpoint,
  setDayDoneEndpoint,
} from '@forma/contract/tracking/tracking.endpoints';
import { route } from '../../platform/http/register-endpoint.ts';
import {
  getAthleteCalendar,
  getAthleteCalendarDays,
  getCalendar,
  getCalendarDays,
} from './calendar.service.ts';
import { logMacros, saveBodyweight, setBlockDone, setDayDone } from './completions.service.ts';
import { moveDay } from './day-move.service.ts';
import { getExerciseHistory } from './exercise-history.service.ts';
import { deleteSet, saveSet } from './performed-sets.service.ts';

/** The client's calendar and what they record on it; a coach's view of a client's calendar. */
export async function calendarRoutes(app: FastifyInstance) {
  route(app, getCalendarEndpoint, (rc, { query }) => getCalendar(rc, query));
  route(app, getCalendarDaysEndpoint, (rc, { query }) => getCalendarDays(rc, query));
  route(app, getAthleteCalendarEndpoint, (rc, { params, query }) =>
    getAthleteCalendar(rc, params.user_id, query),
  );
  route(app, getAthleteCalendarDaysEndpoint, (rc, { params, query }) =>
    getAthleteCalendarDays(rc, params.user_id, query),
  );
  route(app, saveSetEndpoint, (rc, { params, body }) =>
    saveSet(rc, params.block_exercise_id, Number(params.set_index), body.values, body.recorded_at),
  );
  route(app, deleteSetEndpoint, (rc, { params, query }) =>
    deleteSet(rc, params.block_exercise_id, Number(params.set_index), query.recorded_at),
  );
  route(app, setBlockDoneEndpoint, (rc, { params, body }) =>
    setBlockDone(rc, params.block_id, body.done, body.recorded_at),
  );
  route(app, setDayDoneEndpoint, (rc, { params, body }) =>
    setDayDone(rc, params.day_id, body.done, body.recorded_at),
  );
  route(app, logMacrosEndpoint, (rc, { params, body: { recorded_at, ...grams } }) =>
    logMacros(rc, params.block_id, grams, recorded_at),
  );
  route(app, moveDayEndpoint, (rc, { params, body }) => moveDay(rc, params.day_id, body.date));
  route(app, saveBodyweightEndpoint, (rc, { body }) => saveBodyweight(rc, body.bodyweight_kg));
  route(app, getExerciseHistoryEndpoint, (rc, { params, query }) =>
    getExerciseHistory(rc, params.exercise_id, query.page),
  );
}
