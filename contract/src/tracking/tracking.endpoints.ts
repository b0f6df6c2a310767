import { clientsOnly, coachesEvenBlocked, coachesNotBlocked } from '../common/access.ts';
import { defineEndpoint, type Access } from '../common/endpoint.ts';
import { planIdParamsSchema } from '../programs/programs.schemas.ts';
import {
  athleteBlockParamsSchema,
  athleteDayParamsSchema,
  athleteParamsSchema,
  calendarDaysSchema,
  calendarFeedSchema,
  calendarRangeQuerySchema,
  calendarSummarySchema,
  moveDayBodySchema,
  reviewCountsSchema,
  reviewDayParamsSchema,
  reviewDaySchema,
  reviewQuerySchema,
} from './calendar.schemas.ts';
import {
  blockDoneSchema,
  blockParamsSchema,
  bodyweightBodySchema,
  bodyweightSchema,
  commentBodySchema,
  commentSchema,
  commentsResponseSchema,
  dayDoneSchema,
  dayParamsSchema,
  doneBodySchema,
  deleteSetQuerySchema,
  exerciseHistorySchema,
  exerciseParamsSchema,
  feedbackBodySchema,
  feedbackSchema,
  historyQuerySchema,
  macrosLogBodySchema,
  macrosLogSchema,
  performedSetSchema,
  saveSetBodySchema,
  setParamsSchema,
} from './results.schemas.ts';

const tags = ['tracking'];

/** A client about their own training (clientsOnly): coaches have no calendar of their own. */
const clientsSelf: Access = clientsOnly;
/** A client about a block or day of a program: one who does not follow it is told it is not there. */
const followersOfPlan: Access = { ...clientsSelf, stranger_client: 404 };
/** A coach of the account about one of its clients (404 for another account's coach). */
const athleteRead: Access = { ...coachesEvenBlocked, other_coach: 404 };
const athleteWrite: Access = { ...coachesNotBlocked, other_coach: 404 };

// --- The client's calendar ---

/** GET user/calendar?from&to (at most 42 days): the month view, every program followed. */
export const getCalendarEndpoint = defineEndpoint({
  operationId: 'getCalendar',
  summary: "Read the client's calendar month (at most 42 days)",
  method: 'GET',
  path: '/user/calendar',
  query: calendarRangeQuerySchema,
  response: calendarSummarySchema,
  permission: 'calendar.read',
  access: clientsSelf,
  tags,
});

/** GET user/calendar/days?from&to (at most 7 days): the days in full, with the results. */
export const getCalendarDaysEndpoint = defineEndpoint({
  operationId: 'getCalendarDays',
  summary: "Read the client's days in full, with their results (at most 7 days)",
  method: 'GET',
  path: '/user/calendar/days',
  query: calendarRangeQuerySchema,
  response: calendarDaysSchema,
  permission: 'calendar.read',
  access: clientsSelf,
  tags,
});

/** PUT user/training/sets/{block_exercise_id}/{set_index} {values}: a performed set (idempotent). */
export const saveSetEndpoint = defineEndpoint({
  operationId: 'saveSet',
  summary: 'Record a performed set',
  method: 'PUT',
  path: '/user/training/sets/:block_exercise_id/:set_index',
  params: setParamsSchema,
  body: saveSetBodySchema,
  /** null when the set holds no result: a clearing typed later than this write is kept. */
  response: performedSetSchema.nullable(),
  permission: 'training.log',
  access: followersOfPlan,
  tags,
});

/** DELETE user/training/sets/{block_exercise_id}/{set_index}: the result taken back. */
export const deleteSetEndpoint = defineEndpoint({
  operationId: 'deleteSet',
  summary: "Take back a set's result",
  method: 'DELETE',
  path: '/user/training/sets/:block_exercise_id/:set_index',
  params: setParamsSchema,
  query: deleteSetQuerySchema,
  response: null,
  permission: 'training.log',
  access: followersOfPlan,
  tags,
});

/** PUT user/training/blocks/{block_id}/done {done}: a block (or a note) done or not. */
export const setBlockDoneEndpoint = defineEndpoint({
  operationId: 'setBlockDone',
  summary: 'Mark a block done or not done',
  method: 'PUT',
  path: '/user/training/blocks/:block_id/done',
  params: blockParamsSchema,
  body: doneBodySchema,
  response: blockDoneSchema,
  permission: 'training.log',
  access: followersOfPlan,
  tags,
});

/** PUT user/training/days/{day_id}/done {done}: the whole day done (its blocks with it). */
export const setDayDoneEndpoint = defineEndpoint({
  operationId: 'setDayDone',
  summary: 'Mark a whole day done or not done',
  method: 'PUT',
  path: '/user/training/days/:day_id/done',
  params: dayParamsSchema,
  body: doneBodySchema,
  response: dayDoneSchema,
  permission: 'training.log',
  access: followersOfPlan,
  tags,
});

/** PUT user/training/blocks/{block_id}/macros {protein, carbs, fat}: the day's macros eaten. */
export const logMacrosEndpoint = defineEndpoint({
  operationId: 'logMacros',
  summary: 'Record the macros eaten on a day',
  method: 'PUT',
  path: '/user/training/blocks/:block_id/macros',
  params: blockParamsSchema,
  body: macrosLogBodySchema,
  response: macrosLogSchema,
  permission: 'training.log',
  access: followersOfPlan,
  tags,
});

/** PUT user/training/days/{day_id}/move {date}: a Fixed Length day moved to another date. */
export const moveDayEndpoint = defineEndpoint({
  operationId: 'moveDay',
  summary: "Move a Fixed Length program's day to another date",
  method: 'PUT',
  path: '/user/training/days/:day_id/move',
  params: dayParamsSchema,
  body: moveDayBodySchema,
  response: dayDoneSchema.pick({ day_id: true }),
  permission: 'training.log',
  access: followersOfPlan,
  tags,
});

/** PUT user/bodyweight {bodyweight_kg}: the weight macros per kg or lb are worked out from. */
export const saveBodyweightEndpoint = defineEndpoint({
  operationId: 'saveBodyweight',
  summary: "Record the client's bodyweight",
  method: 'PUT',
  path: '/user/bodyweight',
  body: bodyweightBodySchema,
  response: bodyweightSchema,
  permission: 'training.log',
  access: clientsSelf,
  tags,
});

/** GET user/training/blocks/{block_id}/comments: the client's thread with the coach. */
export const getBlockCommentsEndpoint = defineEndpoint({
  operationId: 'getBlockComments',
  summary: "Read a block's comment thread with the coach",
  method: 'GET',
  path: '/user/training/blocks/:block_id/comments',
  params: blockParamsSchema,
  response: commentsResponseSchema,
  permission: 'training.log',
  access: followersOfPlan,
  tags,
});

/** POST user/training/blocks/{block_id}/comments {body, media_ids, client_key} (201). */
export const addBlockCommentEndpoint = defineEndpoint({
  operationId: 'addBlockComment',
  summary: 'Comment on a block',
  method: 'POST',
  path: '/user/training/blocks/:block_id/comments',
  params: blockParamsSchema,
  body: commentBodySchema,
  response: commentSchema,
  status: 201,
  permission: 'training.log',
  access: followersOfPlan,
  rateLimit: 'shared_write',
  tags,
});

/** GET user/exercises/{exercise_id}/history?page: results and records of an exercise. */
export const getExerciseHistoryEndpoint = defineEndpoint({
  operationId: 'getExerciseHistory',
  summary: "Read an exercise's results and records",
  method: 'GET',
  path: '/user/exercises/:exercise_id/history',
  params: exerciseParamsSchema,
  query: historyQuerySchema,
  response: exerciseHistorySchema,
  permission: 'calendar.read',
  access: clientsSelf,
  tags,
});

/** GET user/calendar-feed: the address of the client's private iCalendar feed. */
export const getCalendarFeedEndpoint = defineEndpoint({
  operationId: 'getCalendarFeed',
  summary: "Read the address of the client's private calendar feed",
  method: 'GET',
  path: '/user/calendar-feed',
  response: calendarFeedSchema,
  permission: 'calendar.read',
  access: clientsSelf,
  tags,
});

/** POST user/calendar-feed: a new address; the old one stops working. */
export const renewCalendarFeedEndpoint = defineEndpoint({
  operationId: 'renewCalendarFeed',
  summary: 'Give the calendar feed a new address (the old one stops working)',
  method: 'POST',
  path: '/user/calendar-feed',
  response: calendarFeedSchema,
  permission: 'calendar.read',
  access: clientsSelf,
  tags,
});

// --- The coach: a client's calendar (athlete_calendar), replies, feedback, the review ---

/** GET coach/athletes/{user_id}/calendar?from&to: a client's month, the account's programs. */
export const getAthleteCalendarEndpoint = defineEndpoint({
  operationId: 'getAthleteCalendar',
  summary: "Read a client's calendar month",
  method: 'GET',
  path: '/coach/athletes/:user_id/calendar',
  params: athleteParamsSchema,
  query: calendarRangeQuerySchema,
  response: calendarSummarySchema,
  permission: 'athlete.read',
  access: athleteRead,
  tags,
});

/** GET coach/athletes/{user_id}/calendar/days?from&to: prescribed and performed side by side. */
export const getAthleteCalendarDaysEndpoint = defineEndpoint({
  operationId: 'getAthleteCalendarDays',
  summary: "Read a client's days, prescribed and performed side by side",
  method: 'GET',
  path: '/coach/athletes/:user_id/calendar/days',
  params: athleteParamsSchema,
  query: calendarRangeQuerySchema,
  response: calendarDaysSchema,
  permission: 'athlete.read',
  access: athleteRead,
  tags,
});

/** GET coach/athletes/{user_id}/blocks/{block_id}/comments: the thread with that client. */
export const getAthleteCommentsEndpoint = defineEndpoint({
  operationId: 'getAthleteComments',
  summary: "Read a block's comment thread with a client",
  method: 'GET',
  path: '/coach/athletes/:user_id/blocks/:block_id/comments',
  params: athleteBlockParamsSchema,
  response: commentsResponseSchema,
  permission: 'athlete.read',
  access: athleteRead,
  tags,
});

/** POST coach/athletes/{user_id}/blocks/{block_id}/comments: the coach's reply (201). */
export const replyToAthleteEndpoint = defineEndpoint({
  operationId: 'replyToAthlete',
  summary: "Reply to a client's comment on a block",
  method: 'POST',
  path: '/coach/athletes/:user_id/blocks/:block_id/comments',
  params: athleteBlockParamsSchema,
  body: commentBodySchema,
  response: commentSchema,
  status: 201,
  permission: 'athlete.respond',
  access: athleteWrite,
  rateLimit: 'shared_write',
  tags,
});

/** PUT coach/athletes/{user_id}/days/{day_id}/feedback {kind, body}: feedback on the day. */
export const saveFeedbackEndpoint = defineEndpoint({
  operationId: 'saveFeedback',
  summary: 'Give a client feedback on a day',
  method: 'PUT',
  path: '/coach/athletes/:user_id/days/:day_id/feedback',
  params: athleteDayParamsSchema,
  body: feedbackBodySchema,
  response: feedbackSchema,
  permission: 'athlete.respond',
  access: athleteWrite,
  rateLimit: 'shared_write',
  tags,
});

/** GET coach/plans/{id}/review?from&to|from_week&to_week[&client_id]: completion per day. */
export const getReviewCountsEndpoint = defineEndpoint({
  operationId: 'getReviewCounts',
  summary: "Count completion per day of a program's schedule",
  method: 'GET',
  path: '/coach/plans/:id/review',
  params: planIdParamsSchema,
  query: reviewQuerySchema,
  response: reviewCountsSchema,
  permission: 'schedule.read',
  access: athleteRead,
  tags,
});

/** GET coach/plans/{id}/review/{day_id}: each client's results on a day (the review panels). */
export const getReviewDayEndpoint = defineEndpoint({
  operationId: 'getReviewDay',
  summary: "Read each client's results on a day of a program",
  method: 'GET',
  path: '/coach/plans/:id/review/:day_id',
  params: reviewDayParamsSchema,
  response: reviewDaySchema,
  permission: 'schedule.read',
  access: athleteRead,
  tags,
});

export const trackingEndpoints = [
  getCalendarEndpoint,
  getCalendarDaysEndpoint,
  saveSetEndpoint,
  deleteSetEndpoint,
  setBlockDoneEndpoint,
  setDayDoneEndpoint,
  logMacrosEndpoint,
  moveDayEndpoint,
  saveBodyweightEndpoint,
  getBlockCommentsEndpoint,
  addBlockCommentEndpoint,
  getExerciseHistoryEndpoint,
  getCalendarFeedEndpoint,
  renewCalendarFeedEndpoint,
  getAthleteCalendarEndpoint,
  getAthleteCalendarDaysEndpoint,
  getAthleteCommentsEndpoint,
  replyToAthleteEndpoint,
  saveFeedbackEndpoint,
  getReviewCountsEndpoint,
  getReviewDayEndpoint,
];
