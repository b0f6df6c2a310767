import type { FastifyInstance } from 'fastify';
import { getThemeEndpoint } from '@forma/contract/customisation/themes.endpoints';
import { route } from '../../platform/http/register-endpoint.ts';
import { getTheme } from './themes.service.ts';

export async function themesRoutes(app: FastifyInstance) {
  route(app, getThemeEndpoint, (rc) => getTheme(rc));
}
