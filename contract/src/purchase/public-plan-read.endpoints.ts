// GET plans/{id}/public alone: the public program page reads it from the web app's first script,
// which would otherwise carry every purchase endpoint (a module sits whole in one chunk).
// purchase.endpoints.ts re-exports it.
import { openToAll } from '../common/access.ts';
import { defineEndpoint } from '../common/endpoint.ts';
import { publicPlanSchema } from './purchase.schemas.ts';
import { planRefParamsSchema } from '../programs/programs.schemas.ts';

/** GET plans/{id or custom URL}/public: the program as the viewer may see it (drafts: owner only). */
export const getPublicPlanEndpoint = defineEndpoint({
  operationId: 'getPublicPlan',
  summary: "Read a program's public page as the viewer may see it",
  method: 'GET',
  path: '/plans/:id/public',
  params: planRefParamsSchema,
  response: publicPlanSchema,
  permission: 'plan.public.read',
  access: openToAll,
  tags: ['programs'],
});
