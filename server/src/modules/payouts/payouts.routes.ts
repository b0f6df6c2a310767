import type { FastifyInstance } from 'fastify';
import {
  disconnectStripeAccountEndpoint,
  getStripeAccountEndpoint,
  getStripeOnboardingUrlEndpoint,
} from '@forma/contract/payouts/payouts.endpoints';
import { route } from '../../platform/http/register-endpoint.ts';
import { stripeOnboardingUrl } from './connect.service.ts';
import { disconnectStripeAccount } from './disconnect.service.ts';
import { getStripeAccount } from './payouts-screen.service.ts';

export async function payoutsRoutes(app: FastifyInstance) {
  route(app, getStripeOnboardingUrlEndpoint, (rc, { query }) => stripeOnboardingUrl(rc, query));
  route(app, getStripeAccountEndpoint, (rc) => getStripeAccount(rc));
  route(app, disconnectStripeAccountEndpoint, (rc) => disconnectStripeAccount(rc));
}
