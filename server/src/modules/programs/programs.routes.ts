import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  archivePriceBodySchema,
  archivePriceResponseSchema,
  coachPlanSchema,
  copyPlanBodySchema,
  copyPlanResponseSchema,
  coverSchema,
  createPlanBodySchema,
  planCoverParamsSchema,
  planIdParamsSchema,
  planListQuerySchema,
  planListResponseSchema,
  planPriceParamsSchema,
  planTrackParamsSchema,
  priceBodySchema,
  priceChangeBodySchema,
  priceOptionSchema,
  trackBodySchema,
  trackSchema,
  updatePlanBodySchema,
} from '@forma/contract/programs/programs.schemas';
import { requireAuth } from '../../platform/auth/auth-plugin.ts';
import { clientToday } from '../../platform/client-day.ts';
import { typed } from '../../platform/http.ts';
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
  type PlanFlagAction,
} from './programs.service.ts';
import { addTrack, listTracks, renameTrack, setTrackArchived } from './tracks.service.ts';

export async function programsRoutes(app: FastifyInstance) {
  const r = typed(app);
  const tags = ['programs'];
  const ctx = app.ctx;
  const plan = { 200: coachPlanSchema };

  r.get(
    '/coach/plans',
    {
      schema: { tags, querystring: planListQuerySchema, response: { 200: planListResponseSchema } },
    },
    (request) => listPlans(ctx, requireAuth(request), request.query, clientToday(request)),
  );

  r.post(
    '/coach/plans',
    { schema: { tags, body: createPlanBodySchema, response: { 201: coachPlanSchema } } },
    async (request, reply) => {
      const created = await createPlan(
        ctx,
        requireAuth(request),
        request.body.plan,
        clientToday(request),
      );
      return reply.code(201).send(created);
    },
  );

  r.get(
    '/coach/plans/:id',
    { schema: { tags, params: planIdParamsSchema, response: plan } },
    (request) => getPlan(ctx, requireAuth(request), request.params.id, clientToday(request)),
  );

  r.patch(
    '/coach/plans/:id',
    { schema: { tags, params: planIdParamsSchema, body: updatePlanBodySchema, response: plan } },
    (request) =>
      updatePlan(
        ctx,
        requireAuth(request),
        request.params.id,
        request.body.plan,
        clientToday(request),
      ),
  );

  r.delete(
    '/coach/plans/:id',
    { schema: { tags, params: planIdParamsSchema } },
    async (request, reply) => {
      await deletePlan(ctx, requireAuth(request), request.params.id);
      return reply.code(204).send();
    },
  );

  r.post(
    '/coach/plans/:id/publish',
    { schema: { tags, params: planIdParamsSchema, response: plan } },
    (request) => publishPlan(ctx, requireAuth(request), request.params.id, clientToday(request)),
  );

  r.post(
    '/coach/plans/:id/clone',
    { schema: { tags, params: planIdParamsSchema, response: { 201: coachPlanSchema } } },
    async (request, reply) => {
      const copy = await clonePlan(
        ctx,
        requireAuth(request),
        request.params.id,
        clientToday(request),
      );
      return reply.code(201).send(copy);
    },
  );

  r.post(
    '/coach/plans/:id/copy',
    {
      schema: {
        tags,
        params: planIdParamsSchema,
        body: copyPlanBodySchema,
        response: { 201: copyPlanResponseSchema },
      },
    },
    async (request, reply) => {
      const copy = await copyPlan(
        ctx,
        requireAuth(request),
        request.params.id,
        request.body.account_id,
      );
      return reply.code(201).send(copy);
    },
  );

  const flagActions: PlanFlagAction[] = [
    'archive',
    'restore',
    'mute',
    'unmute',
    'block_downloads',
    'block_subscriptions',
    'make_available',
  ];
  for (const action of flagActions) {
    r.put(
      `/coach/plans/:id/${action}`,
      { schema: { tags, params: planIdParamsSchema, response: plan } },
      (request) =>
        setPlanFlag(ctx, requireAuth(request), request.params.id, action, clientToday(request)),
    );
  }

  // --- Price options ---

  r.post(
    '/coach/plans/:id/prices',
    {
      schema: {
        tags,
        params: planIdParamsSchema,
        body: priceBodySchema,
        response: { 201: priceOptionSchema },
      },
    },
    async (request, reply) => {
      const price = await addPrice(
        ctx,
        requireAuth(request),
        request.params.id,
        request.body.price,
      );
      return reply.code(201).send(price);
    },
  );

  r.patch(
    '/coach/plans/:id/prices/:price_id',
    {
      schema: {
        tags,
        params: planPriceParamsSchema,
        body: priceChangeBodySchema,
        response: { 200: priceOptionSchema },
      },
    },
    (request) =>
      changePrice(
        ctx,
        requireAuth(request),
        request.params.id,
        request.params.price_id,
        request.body.price.price,
      ),
  );

  r.put(
    '/coach/plans/:id/prices/:price_id/archive',
    {
      schema: {
        tags,
        params: planPriceParamsSchema,
        body: archivePriceBodySchema.nullish(),
        response: { 200: archivePriceResponseSchema },
      },
    },
    (request) =>
      archivePrice(
        ctx,
        requireAuth(request),
        request.params.id,
        request.params.price_id,
        request.body?.confirm ?? false,
      ),
  );

  r.put(
    '/coach/plans/:id/prices/:price_id/restore',
    { schema: { tags, params: planPriceParamsSchema, response: { 200: priceOptionSchema } } },
    (request) =>
      restorePrice(ctx, requireAuth(request), request.params.id, request.params.price_id),
  );

  r.delete(
    '/coach/plans/:id/prices/:price_id',
    { schema: { tags, params: planPriceParamsSchema } },
    async (request, reply) => {
      await deletePrice(ctx, requireAuth(request), request.params.id, request.params.price_id);
      return reply.code(204).send();
    },
  );

  r.post(
    '/coach/plans/:id/skip/:price_id',
    { schema: { tags, params: planPriceParamsSchema, response: { 200: priceOptionSchema } } },
    (request) =>
      skipPriceMessage(ctx, requireAuth(request), request.params.id, request.params.price_id),
  );

  // --- Tracks ---

  r.get(
    '/coach/plans/:id/tracks',
    { schema: { tags, params: planIdParamsSchema, response: { 200: z.array(trackSchema) } } },
    (request) => listTracks(ctx, requireAuth(request), request.params.id),
  );

  r.post(
    '/coach/plans/:id/tracks',
    {
      schema: {
        tags,
        params: planIdParamsSchema,
        body: trackBodySchema,
        response: { 201: trackSchema },
      },
    },
    async (request, reply) => {
      const track = await addTrack(
        ctx,
        requireAuth(request),
        request.params.id,
        request.body.track.name,
      );
      return reply.code(201).send(track);
    },
  );

  r.patch(
    '/coach/plans/:id/tracks/:track_id',
    {
      schema: {
        tags,
        params: planTrackParamsSchema,
        body: trackBodySchema,
        response: { 200: trackSchema },
      },
    },
    (request) =>
      renameTrack(
        ctx,
        requireAuth(request),
        request.params.id,
        request.params.track_id,
        request.body.track.name,
      ),
  );

  for (const [action, archived] of [
    ['archive', true],
    ['restore', false],
  ] as const) {
    r.put(
      `/coach/plans/:id/tracks/:track_id/${action}`,
      { schema: { tags, params: planTrackParamsSchema, response: { 200: trackSchema } } },
      (request) =>
        setTrackArchived(
          ctx,
          requireAuth(request),
          request.params.id,
          request.params.track_id,
          archived,
        ),
    );
  }

  // --- Covers ---

  r.post(
    '/coach/plans/:id/covers',
    { schema: { tags, params: planIdParamsSchema, response: { 201: coverSchema } } },
    async (request, reply) => {
      const auth = requireAuth(request);
      const cover = await saveCover(ctx, auth, request.params.id, await readCoverUpload(request));
      return reply.code(201).send(cover);
    },
  );

  r.delete(
    '/coach/plans/:id/covers/:cover_type',
    { schema: { tags, params: planCoverParamsSchema } },
    async (request, reply) => {
      await removeCover(ctx, requireAuth(request), request.params.id, request.params.cover_type);
      return reply.code(204).send();
    },
  );
}
