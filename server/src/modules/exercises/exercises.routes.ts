import type { FastifyInstance } from 'fastify';
import {
  createExerciseEndpoint,
  deleteExerciseEndpoint,
  getExerciseEndpoint,
  getExercisesEndpoint,
  updateExerciseEndpoint,
} from '@forma/contract/exercises/exercises.endpoints';
import { route } from '../../platform/http/register-endpoint.ts';
import { listExercises } from './exercises-list.service.ts';
import {
  createExercise,
  deleteExercise,
  getExercise,
  updateExercise,
} from './exercises.service.ts';

export async function exercisesRoutes(app: FastifyInstance) {
  route(app, getExercisesEndpoint, (rc, { query }) => listExercises(rc, query));
  route(app, getExerciseEndpoint, (rc, { params }) => getExercise(rc, params.id));
  route(app, createExerciseEndpoint, (rc, { body }) => createExercise(rc, body.exercise));
  route(app, updateExerciseEndpoint, (rc, { params, body }) =>
    updateExercise(rc, params.id, body.exercise),
  );
  route(app, deleteExerciseEndpoint, (rc, { params }) => deleteExercise(rc, params.id));
}
