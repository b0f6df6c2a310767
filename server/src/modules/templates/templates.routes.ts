import type { FastifyInstance } from 'fastify';
import {
  copyTemplateEndpoint,
  createTemplateEndpoint,
  deleteTemplateEndpoint,
  getTemplateEndpoint,
  getTemplatesEndpoint,
  updateTemplateEndpoint,
} from '@forma/contract/templates/templates.endpoints';
import { route } from '../../platform/http/register-endpoint.ts';
import { listTemplates } from './templates-list.service.ts';
import {
  copyTemplate,
  createTemplate,
  deleteTemplate,
  getTemplate,
  updateTemplate,
} from './templates.service.ts';

export async function templatesRoutes(app: FastifyInstance) {
  route(app, getTemplatesEndpoint, (rc, { query }) => listTemplates(rc, query));
  route(app, getTemplateEndpoint, (rc, { params }) => getTemplate(rc, params.id));
  route(app, createTemplateEndpoint, (rc, { body }) => createTemplate(rc, body.template));
  route(app, updateTemplateEndpoint, (rc, { params, body }) =>
    updateTemplate(rc, params.id, body.template),
  );
  route(app, copyTemplateEndpoint, (rc, { params }) => copyTemplate(rc, params.id));
  route(app, deleteTemplateEndpoint, (rc, { params }) => deleteTemplate(rc, params.id));
}
