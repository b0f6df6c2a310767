import type { FastifyInstance } from 'fastify';
import { getStripeOnboardingUrlEndpoint } from '@forma/contract/payouts/payouts.endpoints';
import { route } from '../../platform/http/register-endpoint.ts';
import { stripeOnboardingUrl } from './connect.service.ts';

export async function payoutsRoutes(app: FastifyInstance) {
  route(app, getStripeOnboardingUrlEndpoint, (rc, { query }) =>
    stripeOnboardingUrl(rc, query.source),
  );
}
