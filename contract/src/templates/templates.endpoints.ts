import { coachesNotBlocked } from '../common/access.ts';
import { defineEndpoint, type Access } from '../common/endpoint.ts';
import {
  createTemplateBodySchema,
  templateIdParamsSchema,
  templateListQuerySchema,
  templateListResponseSchema,
  templateSchema,
  updateTemplateBodySchema,
} from './templates.schemas.ts';

const tags = ['templates'];

/** A template of the current account; another account's is not found. */
const templateAccess: Access = { ...coachesNotBlocked, other_coach: 404 };

/**
 * GET templates?kind&search&page: one page (50) of the account's day or week templates, by
 * name (spec 2.12). Any coach of a not blocked account keeps templates (inserting one into a
 * program is what needs PROFESSIONAL).
 */
export const getTemplatesEndpoint = defineEndpoint({
  operationId: 'getTemplates',
  summary: "List one page of the account's day or week templates",
  method: 'GET',
  path: '/templates',
  query: templateListQuerySchema,
  response: templateListResponseSchema,
  permission: 'template.list',
  access: coachesNotBlocked,
  tags,
});

/** GET templates/{id}: with its days, exercises named. */
export const getTemplateEndpoint = defineEndpoint({
  operationId: 'getTemplate',
  summary: 'Read a template with its days',
  method: 'GET',
  path: '/templates/:id',
  params: templateIdParamsSchema,
  response: templateSchema,
  permission: 'template.read',
  access: templateAccess,
  tags,
});

/**
 * POST templates {template: {kind, name, content | from_plan}} (201): days given, or a
 * program's days read from its schedule (from_plan: plan_id, from, days).
 */
export const createTemplateEndpoint = defineEndpoint({
  operationId: 'createTemplate',
  summary: "Create a day or week template, from given days or from a program's schedule",
  method: 'POST',
  path: '/templates',
  body: createTemplateBodySchema,
  response: templateSchema,
  status: 201,
  permission: 'template.create',
  access: coachesNotBlocked,
  tags,
});

/** PATCH templates/{id} {template: {name?, content?}}: rename or replace its days. */
export const updateTemplateEndpoint = defineEndpoint({
  operationId: 'updateTemplate',
  summary: 'Rename a template or replace its days',
  method: 'PATCH',
  path: '/templates/:id',
  params: templateIdParamsSchema,
  body: updateTemplateBodySchema,
  response: templateSchema,
  permission: 'template.update',
  access: templateAccess,
  tags,
});

/** POST templates/{id}/copy (201): 'copy to templates', a copy named 'Copy of …'. */
export const copyTemplateEndpoint = defineEndpoint({
  operationId: 'copyTemplate',
  summary: 'Copy a template',
  method: 'POST',
  path: '/templates/:id/copy',
  params: templateIdParamsSchema,
  response: templateSchema,
  status: 201,
  permission: 'template.copy',
  access: templateAccess,
  tags,
});

/** DELETE templates/{id}: blocks inserted from it stay in their programs. */
export const deleteTemplateEndpoint = defineEndpoint({
  operationId: 'deleteTemplate',
  summary: 'Delete a template',
  method: 'DELETE',
  path: '/templates/:id',
  params: templateIdParamsSchema,
  response: null,
  permission: 'template.delete',
  access: templateAccess,
  tags,
});

export const templatesEndpoints = [
  getTemplatesEndpoint,
  getTemplateEndpoint,
  createTemplateEndpoint,
  updateTemplateEndpoint,
  copyTemplateEndpoint,
  deleteTemplateEndpoint,
];
