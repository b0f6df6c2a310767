import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  accountCoachListSchema,
  accountListSchema,
  coachInviteBodySchema,
  createAccountBodySchema,
  invitationInfoSchema,
  switchAccountBodySchema,
  switchAccountResponseSchema,
} from '@forma/contract/accounts/accounts.schemas';
import { idParamSchema } from '@forma/contract/common/api';
import { requireAuth } from '../../platform/auth/auth-plugin.ts';
import { typed } from '../../platform/http.ts';
import {
  acceptInvite,
  createAccount,
  listAccounts,
  rejectInvite,
  switchAccount,
} from './accounts.service.ts';
import { acceptInvitation, getInvitation } from './invitations.service.ts';
import { inviteClient } from './client-invitations.service.ts';
import { inviteCoach, listCoaches, removeCoach } from './coach-invitations.service.ts';

const tokenParams = z.object({ token: z.string().min(10).max(200) });

export async function accountsRoutes(app: FastifyInstance) {
  const r = typed(app);
  const tags = ['accounts'];
  const db = app.ctx.db;

  r.get('/accounts', { schema: { tags, response: { 200: accountListSchema } } }, (request) =>
    listAccounts(db, requireAuth(request)),
  );

  r.post(
    '/accounts',
    {
      schema: {
        tags,
        body: createAccountBodySchema,
        response: { 200: z.object({ id: z.number() }) },
      },
    },
    (request) => createAccount(db, requireAuth(request), request.body.account),
  );

  r.put(
    '/accounts/switch',
    {
      schema: {
        tags,
        body: switchAccountBodySchema,
        response: { 200: switchAccountResponseSchema },
      },
    },
    (request) => switchAccount(app.ctx, requireAuth(request), request.body.id),
  );

  r.put(
    '/invites/:id/accept',
    { schema: { tags, params: idParamSchema } },
    async (request, reply) => {
      await acceptInvite(db, requireAuth(request), request.params.id);
      return reply.code(204).send();
    },
  );

  r.put(
    '/invites/:id/reject',
    { schema: { tags, params: idParamSchema } },
    async (request, reply) => {
      await rejectInvite(db, requireAuth(request), request.params.id);
      return reply.code(204).send();
    },
  );

  r.get(
    '/accounts/current/coaches',
    { schema: { tags, response: { 200: accountCoachListSchema } } },
    (request) => listCoaches(db, requireAuth(request)),
  );

  r.post(
    '/accounts/current/coaches',
    { schema: { tags, body: coachInviteBodySchema } },
    async (request, reply) => {
      await inviteCoach(app.ctx, requireAuth(request), request.body.invite.email);
      return reply.code(201).send({ ok: true });
    },
  );

  r.delete(
    '/accounts/current/coaches/:email',
    { schema: { tags, params: z.object({ email: z.string().email() }) } },
    async (request, reply) => {
      await removeCoach(db, requireAuth(request), request.params.email);
      return reply.code(204).send();
    },
  );

  r.post(
    '/clients/invitations',
    { schema: { tags, body: coachInviteBodySchema } },
    async (request, reply) => {
      await inviteClient(app.ctx, requireAuth(request), request.body.invite.email);
      return reply.code(201).send({ ok: true });
    },
  );

  r.get(
    '/invitations/:token',
    { schema: { tags, params: tokenParams, response: { 200: invitationInfoSchema } } },
    (request) => getInvitation(db, request.params.token),
  );

  r.put(
    '/invitations/:token/accept',
    { schema: { tags, params: tokenParams, response: { 200: invitationInfoSchema } } },
    (request) => acceptInvitation(db, requireAuth(request), request.params.token),
  );
}
