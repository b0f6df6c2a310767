import type { FastifyInstance } from 'fastify';
import { getStripeOnboardingUrlEndpoint } from '@forma/contract/billing/billing.endpoints';
import { route } from '../../platform/http/register-endpoint.ts';
import { stripeOnboardingUrl } from './billing.service.ts';

export async function billingRoutes(app: FastifyInstance) {
  route(app, getStripeOnboardingUrlEndpoint, (rc, { query }) =>
    stripeOnboardingUrl(rc, query.source),
  );
}
