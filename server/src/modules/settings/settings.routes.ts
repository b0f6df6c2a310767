import type { FastifyInstance } from 'fastify';
import { settingsResponseSchema } from '@forma/contract/settings/settings.schemas';
import { appConfigSchema } from '@forma/contract/users/users.schemas';
import { API_VERSION } from '@forma/contract/common/api';
import { typed } from '../../platform/http.ts';
import { referenceData } from './reference-data.ts';

export async function settingsRoutes(app: FastifyInstance) {
  const r = typed(app);
  const { config } = app.ctx;

  r.get(
    '/settings',
    { schema: { tags: ['settings'], response: { 200: settingsResponseSchema } } },
    async (_req, reply) => {
      reply.header('Cache-Control', 'public, max-age=3600');
      return referenceData();
    },
  );

  // The web build reads the first-party client credentials from here ({key} in DECISIONS.md).
  r.get(
    '/config',
    { schema: { tags: ['settings'], response: { 200: appConfigSchema } } },
    async () => ({
      product_name: config.productName,
      partner_name: config.partnerName,
      client_id: config.webClientId,
      client_secret: config.webClientSecret,
      api_version: API_VERSION,
      public_url: config.publicUrl,
    }),
  );
}
