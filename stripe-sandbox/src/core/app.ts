import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import qs from 'qs';
import type { SandboxDb } from './database.ts';
import { createContext } from './context.ts';
import { StripeApiError } from './errors.ts';
import { expand } from './expand.ts';
import { newId } from './ids.ts';
import { remember, replay, type Saved } from './idempotency.ts';
import { parseParams } from './params.ts';
import { Refusal, type Route, type SandboxModule, type SandboxRuntime } from './route.ts';
import type { SandboxSettings } from './settings.ts';

const parseForm = (text: string) =>
  qs.parse(text, { depth: 10, arrayLimit: 100, parameterLimit: 5000 });

function apiKey(request: FastifyRequest): string | null {
  const header = request.headers.authorization ?? '';
  if (header.startsWith('Bearer ')) return header.slice(7).trim();
  if (header.startsWith('Basic ')) {
    return Buffer.from(header.slice(6), 'base64').toString().split(':')[0] ?? null;
  }
  return null;
}

function checkKey(key: string | null, route: Route, settings: SandboxSettings): void {
  if (key === settings.secretKey) return;
  if (key === settings.publishableKey && route.publishable) return;
  if (key === settings.publishableKey) {
    throw new StripeApiError(
      401,
      'invalid_request_error',
      'This API call cannot be made with a publishable API key. Please use a secret API key.',
      { code: 'secret_key_required' },
    );
  }
  const shown = key ? `${key.slice(0, 8)}********${key.slice(-4)}` : '';
  throw new StripeApiError(
    401,
    'authentication_error',
    key
      ? `Invalid API Key provided: ${shown}`
      : "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
  );
}

async function connectedAccount(
  db: SandboxDb,
  request: FastifyRequest,
  settings: SandboxSettings,
): Promise<string | null> {
  const header = request.headers['stripe-account'];
  const account = typeof header === 'string' && header ? header : null;
  if (!account) return null;
  const found = await createContext(db, null, settings).store.find('account', account);
  if (!found) {
    throw new StripeApiError(
      403,
      'invalid_request_error',
      `The provided key does not have access to account '${account}' (or that account does not exist). Application access may have been revoked.`,
      { code: 'account_invalid' },
    );
  }
  return account;
}

/** PostgreSQL cannot store a NUL character in text: such a value is refused, never a 500. */
function refuseNulBytes(value: unknown): void {
  if (JSON.stringify(value ?? null).includes('\\u0000')) {
    throw new StripeApiError(400, 'invalid_request_error', 'Invalid string: contains a NUL byte.', {
      code: 'parameter_invalid_string',
    });
  }
}

function send(reply: FastifyReply, saved: Saved, replayed = false): FastifyReply {
  reply.header('request-id', newId('req', 14));
  if (replayed) reply.header('idempotent-replayed', 'true');
  return reply.status(saved.status).send(saved.body);
}

/** The sandbox's HTTP face: Stripe's REST API under `/v1`, plus the modules' own pages. */
export function buildSandboxApp(
  db: SandboxDb,
  settings: SandboxSettings,
  modules: SandboxModule[],
  runtime: SandboxRuntime,
  afterCommit: () => void,
): FastifyInstance {
  const app = Fastify({
    logger: false,
    routerOptions: { querystringParser: (text) => parseForm(text) as Record<string, unknown> },
    bodyLimit: 1_048_576,
  });
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, parseForm(body as string)),
  );

  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof StripeApiError)
      return send(reply, { status: error.status, body: error.toJSON() });
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status < 500) {
      return send(reply, {
        status,
        body: new StripeApiError(
          status,
          'invalid_request_error',
          (error as Error).message,
        ).toJSON(),
      });
    }
    return send(reply, {
      status: 500,
      body: new StripeApiError(500, 'api_error', 'An unknown error occurred').toJSON(),
    });
  });

  for (const module of modules) {
    for (const definition of module.routes) {
      app.route({
        method: definition.method,
        url: definition.path,
        handler: async (request, reply) => {
          const usedKey = apiKey(request);
          checkKey(usedKey, definition, settings);
          const account = await connectedAccount(db, request, settings);
          const raw = definition.method === 'POST' ? request.body : request.query;
          refuseNulBytes({ ...(request.params as object), raw });
          const params = parseParams(definition.params, raw) as Record<string, unknown>;
          const keyHeader = request.headers['idempotency-key'];
          const key =
            definition.method === 'POST' && typeof keyHeader === 'string' && keyHeader
              ? keyHeader
              : null;
          const fingerprint = `${definition.method} ${request.url.split('?')[0]} ${JSON.stringify(raw ?? {})}`;
          const pathParams = request.params as Record<string, string>;
          let refused: StripeApiError | null = null;
          const outcome = await db
            .transaction(async (tx) => {
              if (key) {
                const saved = await replay(tx, account, key, fingerprint);
                if (saved) return { saved, replayed: true };
              }
              const publishable = usedKey === settings.publishableKey;
              const ctx = createContext(tx, account, settings, key, publishable);
              const result = await definition.handler(ctx, params as never, pathParams);
              const saved: Saved =
                result instanceof Refusal
                  ? { status: result.error.status, body: result.error.toJSON() }
                  : {
                      status: 200,
                      body: await expand(result, (params.expand as string[]) ?? [], ctx.store),
                    };
              if (key) await remember(tx, account, key, fingerprint, saved);
              return { saved, replayed: false };
            })
            .catch(async (error: unknown) => {
              if (!(error instanceof StripeApiError)) throw error;
              refused = error;
              return null;
            });
          if (refused) {
            const error = refused as StripeApiError;
            // A refusal after the request began is the key's answer too (Stripe keeps 4xx).
            if (key && error.type !== 'idempotency_error') {
              await db.transaction((tx) =>
                remember(tx, account, key, fingerprint, {
                  status: error.status,
                  body: error.toJSON(),
                }),
              );
            }
            throw error;
          }
          afterCommit();
          return send(reply, outcome!.saved, outcome!.replayed);
        },
      });
    }
    module.pages?.(app, runtime);
  }

  app.get('/v1', async () => ({ object: 'sandbox', ok: true }));
  app.setNotFoundHandler((request, reply) =>
    send(reply, {
      status: 404,
      body: new StripeApiError(
        404,
        'invalid_request_error',
        `Unrecognized request URL (${request.method}: ${request.url.split('?')[0]}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
      ).toJSON(),
    }),
  );
  return app;
}
