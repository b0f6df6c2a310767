import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  applyPlanBodySchema,
  buyBodySchema,
  contactCoachBodySchema,
  invitesResponseSchema,
  messageResponseSchema,
  myProgramsQuerySchema,
  myProgramsResponseSchema,
  programClientRowSchema,
  programClientsQuerySchema,
  programClientsResponseSchema,
  publicPlanSchema,
  publicPlanWithNoticeSchema,
  reAddInfoSchema,
  reAddScheduleBodySchema,
  reAddScheduleResponseSchema,
  resumeBodySchema,
} from '@forma/contract/programs/memberships.schemas';
import {
  clientInfoBodySchema,
  invitesBodySchema,
  planClientParamsSchema,
  planIdParamsSchema,
  planRefParamsSchema,
} from '@forma/contract/programs/programs.schemas';
import {
  waiverAcceptancesQuerySchema,
  waiverAcceptancesResponseSchema,
} from '@forma/contract/programs/waiver-acceptances.schemas';
import { requireAuth } from '../../platform/auth/auth-plugin.ts';
import { clientTimeZone, clientToday } from '../../platform/client-day.ts';
import { typed } from '../../platform/http.ts';
import { myPrograms } from './my-programs.service.ts';
import {
  cancelClientMembership,
  editClientInfo,
  inviteClients,
  listProgramClients,
  removeClient,
  sendInvite,
} from './program-clients.service.ts';
import { acceptWaiver, contactCoach, getPublicPlan } from './public-plan.service.ts';
import {
  applyPlan,
  buyFree,
  cancelFree,
  reAddInfo,
  reAddSchedule,
  resumeMembership,
} from './purchase.service.ts';
import { listWaiverAcceptances } from './waiver-acceptances.service.ts';

const clock = (request: FastifyRequest) => ({
  today: clientToday(request),
  timeZone: clientTimeZone(request),
});

export async function membershipsRoutes(app: FastifyInstance) {
  const r = typed(app);
  const tags = ['programs'];
  const ctx = app.ctx;
  const withNotice = { 200: publicPlanWithNoticeSchema };

  // --- Public program page (2.7) ---

  r.get(
    '/plans/:id/public',
    { schema: { tags, params: planRefParamsSchema, response: { 200: publicPlanSchema } } },
    (request) =>
      getPublicPlan(
        ctx,
        request.auth,
        request.params.id,
        clientToday(request),
        clientTimeZone(request),
      ),
  );

  r.post(
    '/plans/:id/waiver/accept',
    { schema: { tags, params: planRefParamsSchema, response: { 200: publicPlanSchema } } },
    (request) =>
      acceptWaiver(
        ctx,
        requireAuth(request),
        request.params.id,
        clientToday(request),
        clientTimeZone(request),
      ),
  );

  r.post(
    '/plans/:id/contact',
    {
      schema: {
        tags,
        params: planRefParamsSchema,
        body: contactCoachBodySchema,
        response: { 200: messageResponseSchema },
      },
    },
    (request) =>
      contactCoach(
        ctx,
        requireAuth(request),
        request.params.id,
        request.body.message.text,
        clientToday(request),
      ),
  );

  // --- Purchase and scheduling (7 "Plans and purchase") ---

  r.post(
    '/stripe/plan/:id/buy',
    { schema: { tags, params: planIdParamsSchema, body: buyBodySchema, response: withNotice } },
    (request) =>
      buyFree(ctx, requireAuth(request), request.params.id, request.body ?? null, clock(request)),
  );

  r.post(
    '/schedule/apply_plan',
    { schema: { tags, body: applyPlanBodySchema, response: withNotice } },
    (request) =>
      applyPlan(
        ctx,
        requireAuth(request),
        request.body.plan_id,
        request.body.start_date,
        clock(request),
      ),
  );

  r.post(
    '/plans/:id/resume',
    { schema: { tags, params: planIdParamsSchema, body: resumeBodySchema, response: withNotice } },
    (request) =>
      resumeMembership(
        ctx,
        requireAuth(request),
        request.params.id,
        request.body.resume_type,
        clock(request),
      ),
  );

  r.get(
    '/plans/:id/re_add_info',
    { schema: { tags, params: planIdParamsSchema, response: { 200: reAddInfoSchema } } },
    (request) => reAddInfo(ctx, requireAuth(request), request.params.id, clientToday(request)),
  );

  r.post(
    '/plans/:id/re_add_schedule',
    {
      schema: {
        tags,
        params: planIdParamsSchema,
        body: reAddScheduleBodySchema,
        response: { 200: reAddScheduleResponseSchema },
      },
    },
    (request) =>
      reAddSchedule(
        ctx,
        requireAuth(request),
        request.params.id,
        request.body.date,
        clientToday(request),
      ),
  );

  for (const path of ['/stripe/plan/:id/unsubscribe', '/athlete/plans/:id/unsubscribe']) {
    r.delete(
      path,
      { schema: { tags, params: planIdParamsSchema, response: withNotice } },
      (request) => cancelFree(ctx, requireAuth(request), request.params.id, clock(request)),
    );
  }

  // --- My programs (2.10) ---

  r.get(
    '/athlete/plans',
    {
      schema: {
        tags,
        querystring: myProgramsQuerySchema,
        response: { 200: myProgramsResponseSchema },
      },
    },
    (request) => myPrograms(ctx, requireAuth(request), request.query, clientToday(request)),
  );

  // --- The program's clients (2.4) ---

  r.get(
    '/coach/plans/:id/clients',
    {
      schema: {
        tags,
        params: planIdParamsSchema,
        querystring: programClientsQuerySchema,
        response: { 200: programClientsResponseSchema },
      },
    },
    (request) =>
      listProgramClients(
        ctx,
        requireAuth(request),
        request.params.id,
        request.query,
        clientToday(request),
      ),
  );

  r.post(
    '/coach/plans/:id/invites',
    {
      schema: {
        tags,
        params: planIdParamsSchema,
        body: invitesBodySchema,
        response: { 201: invitesResponseSchema },
      },
    },
    async (request, reply) => {
      const result = await inviteClients(
        ctx,
        requireAuth(request),
        request.params.id,
        request.body,
        clientToday(request),
      );
      return reply.code(201).send(result);
    },
  );

  r.delete(
    '/coach/plans/:id/clients/:membership_id',
    { schema: { tags, params: planClientParamsSchema } },
    async (request, reply) => {
      const { id, membership_id } = request.params;
      await removeClient(ctx, requireAuth(request), id, membership_id, clientToday(request));
      return reply.code(204).send();
    },
  );

  r.patch(
    '/coach/plans/:id/clients/:membership_id',
    {
      schema: {
        tags,
        params: planClientParamsSchema,
        body: clientInfoBodySchema,
        response: { 200: programClientRowSchema },
      },
    },
    (request) =>
      editClientInfo(
        ctx,
        requireAuth(request),
        request.params.id,
        request.params.membership_id,
        request.body.client,
        clientToday(request),
      ),
  );

  r.post(
    '/coach/plans/:id/clients/:membership_id/cancel',
    { schema: { tags, params: planClientParamsSchema, response: { 200: programClientRowSchema } } },
    (request) =>
      cancelClientMembership(
        ctx,
        requireAuth(request),
        request.params.id,
        request.params.membership_id,
        clientToday(request),
      ),
  );

  r.post(
    '/coach/plans/:id/clients/:membership_id/invite',
    { schema: { tags, params: planClientParamsSchema, response: { 200: programClientRowSchema } } },
    (request) =>
      sendInvite(
        ctx,
        requireAuth(request),
        request.params.id,
        request.params.membership_id,
        clientToday(request),
      ),
  );

  r.get(
    '/coach/plans/:id/waiver/acceptances',
    {
      schema: {
        tags,
        params: planIdParamsSchema,
        querystring: waiverAcceptancesQuerySchema,
        response: { 200: waiverAcceptancesResponseSchema },
      },
    },
    (request) =>
      listWaiverAcceptances(
        ctx,
        requireAuth(request),
        request.params.id,
        request.query,
        clientTimeZone(request),
      ),
  );
}
