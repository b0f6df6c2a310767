import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireAuth } from '../../platform/auth/auth-plugin.ts';
import { typed } from '../../platform/http.ts';
import { requireCoachAccount } from '../accounts/accounts.api.ts';

const coachIconSchema = z.object({
  decline_reasons: z.array(z.object({ title: z.string(), description: z.string() })),
});

export async function customisationRoutes(app: FastifyInstance) {
  // GET coach/coach_icon: why the account's custom app icon was declined. No icon can be
  // uploaded until the customisation area exists, so there is never a reason yet.
  typed(app).get(
    '/coach/coach_icon',
    { schema: { tags: ['customisation'], response: { 200: coachIconSchema } } },
    async (request) => {
      await requireCoachAccount(app.ctx.db, requireAuth(request), { allowBlocked: true });
      return { decline_reasons: [] };
    },
  );
}
