import { coachesNotBlocked } from '../common/access.ts';
import { defineEndpoint, type Access } from '../common/endpoint.ts';
import {
  createExerciseBodySchema,
  exerciseIdParamsSchema,
  exerciseListQuerySchema,
  exerciseListResponseSchema,
  exerciseSchema,
  updateExerciseBodySchema,
} from './exercises.schemas.ts';

const tags = ['exercises'];

/** An exercise of the current account, or a product one; another account's is not found. */
const exerciseRead: Access = { ...coachesNotBlocked, other_coach: 404 };

/**
 * GET exercises?library&search&category&muscle_group&equipment&page&per_page: one page of the
 * account's own library or the product's, by name (spec 2.12). Blocked accounts have no
 * libraries (spec 6: the Exercises menu is disabled).
 */
export const getExercisesEndpoint = defineEndpoint({
  operationId: 'getExercises',
  summary: "List one page of the exercise library (the account's own or the product's)",
  method: 'GET',
  path: '/exercises',
  query: exerciseListQuerySchema,
  response: exerciseListResponseSchema,
  permission: 'exercise.list',
  access: coachesNotBlocked,
  tags,
});

/** GET exercises/{id}: a product exercise or the account's own, also once archived. */
export const getExerciseEndpoint = defineEndpoint({
  operationId: 'getExercise',
  summary: 'Read an exercise',
  method: 'GET',
  path: '/exercises/:id',
  params: exerciseIdParamsSchema,
  response: exerciseSchema,
  permission: 'exercise.read',
  access: exerciseRead,
  tags,
});

/**
 * POST exercises {exercise} (201): PROFESSIONAL or trial only (spec 6); others get 403 with
 * `restricted: 'exercises'`. The name is unique in the account's library (422).
 */
export const createExerciseEndpoint = defineEndpoint({
  operationId: 'createExercise',
  summary: "Add an exercise to the account's library",
  method: 'POST',
  path: '/exercises',
  body: createExerciseBodySchema,
  response: exerciseSchema,
  status: 201,
  permission: 'exercise.create',
  access: coachesNotBlocked,
  tags,
});

/** PATCH exercises/{id} {exercise}: the account's own; the category never changes. */
export const updateExerciseEndpoint = defineEndpoint({
  operationId: 'updateExercise',
  summary: "Change one of the account's exercises",
  method: 'PATCH',
  path: '/exercises/:id',
  params: exerciseIdParamsSchema,
  body: updateExerciseBodySchema,
  response: exerciseSchema,
  permission: 'exercise.update',
  access: exerciseRead,
  tags,
});

/** DELETE exercises/{id}: archives the account's own (prescriptions that use it keep it). */
export const deleteExerciseEndpoint = defineEndpoint({
  operationId: 'deleteExercise',
  summary: "Archive one of the account's exercises",
  method: 'DELETE',
  path: '/exercises/:id',
  params: exerciseIdParamsSchema,
  response: null,
  permission: 'exercise.delete',
  access: exerciseRead,
  tags,
});

export const exercisesEndpoints = [
  getExercisesEndpoint,
  getExerciseEndpoint,
  createExerciseEndpoint,
  updateExerciseEndpoint,
  deleteExerciseEndpoint,
];
