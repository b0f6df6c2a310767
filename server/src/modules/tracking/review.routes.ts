import type { FastifyInstance } from 'fastify';
import {
  addBlockCommentEndpoint,
  getAthleteCommentsEndpoint,
  getBlockCommentsEndpoint,
  getReviewCountsEndpoint,
  getReviewDayEndpoint,
  replyToAthleteEndpoint,
  saveFeedbackEndpoint,
} from '@forma/contract/tracking/tracking.endpoints';
import { route } from '../../platform/http/register-endpoint.ts';
import { saveFeedback } from './coach-feedback.service.ts';
import {
  addClientComment,
  listAthleteComments,
  listClientComments,
  replyToAthlete,
} from './comments.service.ts';
import { getReviewCounts, getReviewDay } from './review.service.ts';

/** Comments on blocks, the coach's feedback and review. */
export async function reviewRoutes(app: FastifyInstance) {
  route(app, getBlockCommentsEndpoint, (rc, { params }) => listClientComments(rc, params.block_id));
  route(app, addBlockCommentEndpoint, (rc, { params, body }) =>
    addClientComment(rc, params.block_id, body),
  );
  route(app, getAthleteCommentsEndpoint, (rc, { params }) =>
    listAthleteComments(rc, params.user_id, params.block_id),
  );
  route(app, replyToAthleteEndpoint, (rc, { params, body }) =>
    replyToAthlete(rc, params.user_id, params.block_id, body),
  );
  route(app, saveFeedbackEndpoint, (rc, { params, body }) =>
    saveFeedback(rc, params.user_id, params.day_id, body),
  );
  route(app, getReviewCountsEndpoint, (rc, { params, query }) =>
    getReviewCounts(rc, params.id, query),
  );
  route(app, getReviewDayEndpoint, (rc, { params }) => getReviewDay(rc, params.id, params.day_id));
}
