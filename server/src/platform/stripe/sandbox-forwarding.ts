import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Sandbox } from '@forma/stripe-sandbox';

/**
 * The in-process sandbox answers at this server's own address: its Stripe API under `/v1` (the
 * browser's card form calls it with the publishable key, as Stripe.js calls api.stripe.com) and
 * its pages under `/sandbox` (hosted onboarding, the 3-D Secure challenge).
 */
export async function forwardToSandbox(app: FastifyInstance, sandbox: Sandbox): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    const forward = async (request: FastifyRequest, reply: FastifyReply) => {
      const { host: _host, 'content-length': _length, ...headers } = request.headers;
      const answer = await sandbox.app.inject({
        method: request.method as 'GET',
        url: request.url,
        headers,
        payload: typeof request.body === 'string' ? request.body : undefined,
      });
      for (const [name, value] of Object.entries(answer.headers)) {
        if (value !== undefined && !['content-length', 'connection'].includes(name)) {
          reply.header(name, value);
        }
      }
      return reply.code(answer.statusCode).send(answer.rawPayload);
    };
    for (const path of ['/v1', '/v1/*', '/sandbox/*']) {
      scope.route({
        method: ['GET', 'POST', 'DELETE'],
        url: path,
        handler: forward,
        logLevel: 'warn',
      });
    }
  });
}
