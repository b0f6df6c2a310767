import type { FastifyInstance } from 'fastify';
import { themeResponseSchema, type ThemeResponse } from '@forma/contract/themes/themes.schemas';
import { typed } from '../../platform/http.ts';

/** No account has customised its theme until the customisation area exists: every field is null. */
const emptyTheme: ThemeResponse = {
  web_theme: null,
  mobile_light_theme: null,
  mobile_dark_theme: null,
  user: null,
  subdomain: null,
  logo: null,
};

export async function themesRoutes(app: FastifyInstance) {
  typed(app).get(
    '/themes',
    { schema: { tags: ['themes'], response: { 200: themeResponseSchema } } },
    async () => emptyTheme,
  );
}
