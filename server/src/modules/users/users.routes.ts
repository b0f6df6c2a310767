import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  meResponseSchema,
  popupStorageBodySchema,
  popupStorageResponseSchema,
  privateResponseSchema,
  updateMeBodySchema,
  updatePrivateBodySchema,
  warningListSchema,
} from '@forma/contract/users/users.schemas';
import { requireAuth } from '../../platform/auth/auth-plugin.ts';
import { typed } from '../../platform/http.ts';
import { presentMe } from './users.presenter.ts';
import {
  deleteMe,
  listWarnings,
  rememberPopup,
  setTaxState,
  updateMe,
  updatePrivate,
  uploadAvatar,
} from './users.service.ts';

const deleteBodySchema = z.object({
  confirmation: z.literal('DELETE', { error: "Type 'DELETE' to confirm." }),
});

export async function usersRoutes(app: FastifyInstance) {
  const r = typed(app);
  const tags = ['users'];

  r.get('/users/me', { schema: { tags, response: { 200: meResponseSchema } } }, (request) =>
    presentMe(app.ctx.db, requireAuth(request).user),
  );

  r.post(
    '/users/me',
    { schema: { tags, body: updateMeBodySchema, response: { 200: meResponseSchema } } },
    (request) => updateMe(app.ctx, requireAuth(request), request.body.user),
  );

  r.delete('/users/me', { schema: { tags, body: deleteBodySchema } }, async (request, reply) => {
    await deleteMe(app.ctx, requireAuth(request));
    return reply.code(204).send();
  });

  r.patch(
    '/users/private',
    { schema: { tags, body: updatePrivateBodySchema, response: { 200: privateResponseSchema } } },
    (request) => updatePrivate(app.ctx, requireAuth(request), request.body.private),
  );

  r.patch(
    '/users/popup_storage',
    {
      schema: { tags, body: popupStorageBodySchema, response: { 200: popupStorageResponseSchema } },
    },
    (request) => rememberPopup(app.ctx, requireAuth(request), request.body.popup_name),
  );

  r.get('/users/warnings', { schema: { tags, response: { 200: warningListSchema } } }, (request) =>
    listWarnings(app.ctx, requireAuth(request)),
  );

  for (const state of ['on', 'off'] as const) {
    r.post(`/users/tax/${state}`, { schema: { tags } }, (request) =>
      setTaxState(app.ctx, requireAuth(request), state === 'on'),
    );
  }

  for (const path of ['/users/avatar', '/users/private_avatar']) {
    r.post(path, { schema: { tags, consumes: ['multipart/form-data'] } }, async (request) => {
      const auth = requireAuth(request);
      const part = await request.file();
      const buffer = part && part.fieldname === 'user[avatar]' ? await part.toBuffer() : null;
      return uploadAvatar(app.ctx, auth, buffer);
    });
  }
}
