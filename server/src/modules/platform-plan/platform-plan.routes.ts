import type { FastifyInstance } from 'fastify';
import { getSubscriptionEndpoint } from '@forma/contract/platform-plan/platform-plan.endpoints';
import { route } from '../../platform/http/register-endpoint.ts';
import { getSubscription } from './subscription.service.ts';

export async function platformPlanRoutes(app: FastifyInstance) {
  route(app, getSubscriptionEndpoint, (rc) => getSubscription(rc));
}
