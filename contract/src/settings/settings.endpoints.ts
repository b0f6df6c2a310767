import { appConfigSchema } from '../accounts/users.schemas.ts';
import { openToAll } from '../common/access.ts';
import { defineEndpoint } from '../common/endpoint.ts';
import { settingsResponseSchema } from './settings.schemas.ts';

const tags = ['settings'];

/** GET settings: reference data (countries, units...), the same for everyone. */
export const getSettingsEndpoint = defineEndpoint({
  operationId: 'getSettings',
  summary: 'Read the reference data (countries, units and more)',
  method: 'GET',
  path: '/settings',
  response: settingsResponseSchema,
  permission: 'public',
  access: openToAll,
  cacheSeconds: 3600,
  tags,
});

/** GET config: product and partner names, the first-party client credentials ({key} in DECISIONS.md). */
export const getConfigEndpoint = defineEndpoint({
  operationId: 'getConfig',
  summary: "Read the product's names and the first-party client credentials",
  method: 'GET',
  path: '/config',
  response: appConfigSchema,
  permission: 'public',
  access: openToAll,
  tags,
});

export const settingsEndpoints = [getSettingsEndpoint, getConfigEndpoint];
