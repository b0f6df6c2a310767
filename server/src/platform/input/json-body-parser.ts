import type { FastifyInstance } from 'fastify';

/**
 * application/json bodies. The spec's client sends that header on every call, DELETE and PUT
 * calls without a body included: an empty body is no body (a call needing one still answers its
 * schema's 422). Anything else is parsed strictly, with Fastify's own guard against prototype
 * poisoning (`__proto__` and `constructor.prototype` keys are refused).
 */
export function registerJsonBodyParser(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
