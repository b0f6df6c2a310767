import type { FastifyInstance } from 'fastify';
import {
  getConfigEndpoint,
  getSettingsEndpoint,
} from '@forma/contract/settings/settings.endpoints';
import { route } from '../../platform/http/register-endpoint.ts';
import { getAppConfig, getSettings } from './settings.service.ts';

export async function settingsRoutes(app: FastifyInstance) {
  route(app, getSettingsEndpoint, (rc) => getSettings(rc));
  route(app, getConfigEndpoint, (rc) => getAppConfig(rc));
}
