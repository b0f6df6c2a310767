import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  confirmBodySchema,
  messageResponseSchema,
  passwordChangeBodySchema,
  passwordResetBodySchema,
  passwordResetRequestSchema,
  resendConfirmationResponseSchema,
  sessionResponseSchema,
  signInBodySchema,
  signUpBodySchema,
} from '@forma/contract/auth/auth.schemas';
import { requireAuth } from '../../platform/auth/auth-plugin.ts';
import { requestMeta, typed } from '../../platform/http.ts';
import {
  changePassword,
  confirmEmail,
  requestPasswordReset,
  resetPassword,
  signIn,
  signUp,
} from './auth.service.ts';
import { closeSession } from './sessions.ts';
import { resendConfirmation } from './confirmation.service.ts';

export async function authRoutes(app: FastifyInstance) {
  const r = typed(app);
  const tags = ['auth'];

  r.post(
    '/users/sign_in',
    { schema: { tags, body: signInBodySchema, response: { 200: sessionResponseSchema } } },
    (request) => signIn(app.ctx, request.body, requestMeta(request)),
  );

  r.post(
    '/users/sign_up',
    { schema: { tags, body: signUpBodySchema, response: { 200: sessionResponseSchema } } },
    (request) => signUp(app.ctx, request.body, requestMeta(request)),
  );

  r.delete(
    '/users/sign_out',
    { schema: { tags, response: { 204: z.null() } } },
    async (request, reply) => {
      const auth = requireAuth(request);
      await closeSession(app.ctx.db, auth.sessionId);
      return reply.code(204).send(null);
    },
  );

  r.post(
    '/users/confirm',
    { schema: { tags, body: confirmBodySchema, response: { 200: messageResponseSchema } } },
    (request) => confirmEmail(app.ctx, request.body.confirmation_token),
  );

  r.post(
    '/users/confirmation',
    { schema: { tags, response: { 200: resendConfirmationResponseSchema } } },
    (request) => resendConfirmation(app.ctx, requireAuth(request)),
  );

  r.post(
    '/users/password',
    {
      schema: { tags, body: passwordResetRequestSchema, response: { 200: messageResponseSchema } },
    },
    (request) => requestPasswordReset(app.ctx, request.body, requestMeta(request)),
  );

  r.put(
    '/users/password',
    { schema: { tags, body: passwordResetBodySchema, response: { 200: sessionResponseSchema } } },
    (request) => resetPassword(app.ctx, request.body, requestMeta(request)),
  );

  r.patch(
    '/users/password',
    { schema: { tags, body: passwordChangeBodySchema, response: { 200: messageResponseSchema } } },
    (request) => changePassword(app.ctx, requireAuth(request), request.body.user),
  );
}
