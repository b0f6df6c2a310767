import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerJsonBodyParser } from './json-body-parser.ts';
import { rejectUnsafeText } from './unsafe-text-guard.ts';

/** How every request's input is read (JSON bodies) and screened (text that cannot be stored). */
export const requestInputPlugin = fp(
  async (app: FastifyInstance) => {
    registerJsonBodyParser(app);
    app.addHook('preValidation', rejectUnsafeText);
  },
  { name: 'request-input' },
);
