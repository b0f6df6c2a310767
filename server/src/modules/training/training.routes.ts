import type { FastifyInstance } from 'fastify';
import {
  getScheduleEndpoint,
  saveScheduleEndpoint,
} from '@forma/contract/training/schedule.endpoints';
import { route } from '../../platform/http/register-endpoint.ts';
import { saveSchedule } from './schedule-save.service.ts';
import { getSchedule } from './schedule.service.ts';

export async function trainingRoutes(app: FastifyInstance) {
  route(app, getScheduleEndpoint, (rc, { params, query }) =>
    getSchedule(rc, Number(params.id), query),
  );
  route(app, saveScheduleEndpoint, (rc, { params, body }) =>
    saveSchedule(rc, Number(params.id), body),
  );
}
