import { openToAll } from '../common/access.ts';
import { defineEndpoint } from '../common/endpoint.ts';
import { themeResponseSchema } from './themes.schemas.ts';

/** GET themes: the account's (or subdomain's) theme. */
export const getThemeEndpoint = defineEndpoint({
  operationId: 'getTheme',
  summary: 'Read the theme of the account or subdomain',
  method: 'GET',
  path: '/themes',
  response: themeResponseSchema,
  permission: 'public',
  access: openToAll,
  tags: ['themes'],
});

export const themesEndpoints = [getThemeEndpoint];
