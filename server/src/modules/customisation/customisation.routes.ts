import type { FastifyInstance } from 'fastify';
import { getCoachIconEndpoint } from '@forma/contract/customisation/customisation.endpoints';
import { route } from '../../platform/http/register-endpoint.ts';
import { getCoachIcon } from './coach-icon.service.ts';

export async function customisationRoutes(app: FastifyInstance) {
  route(app, getCoachIconEndpoint, (rc) => getCoachIcon(rc));
}
