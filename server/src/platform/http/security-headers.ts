import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Stripe.js's hosts (stripe.com/docs/security/guide#content-security-policy): its script, its
 * iframes (Elements, 3-D Secure) and its API. Allowed only when the web app loads Stripe.js (a
 * publishable key of Stripe's); the sandbox's card form and challenge page are the app's own.
 */
const STRIPE_JS = {
  'script-src': ['https://js.stripe.com'],
  'frame-src': ['https://js.stripe.com', 'https://hooks.stripe.com'],
  'connect-src': ['https://api.stripe.com'],
};

export type SecurityOptions = {
  /** The web app loads Stripe.js (stripe payment mode), so its hosts are allowed. */
  stripeJs: boolean;
  /** The app is served over https (PUBLIC_URL): only then HSTS and upgrade-insecure-requests. */
  https: boolean;
};

/**
 * The security headers every answer carries: helmet's defaults with our content policy. On http
 * (a developer's localhost) HSTS and upgrade-insecure-requests would make the browser ask for
 * https addresses that nothing serves, so they are sent only when the app is public over https.
 */
function policyFor({ stripeJs, https }: SecurityOptions): Parameters<typeof helmet>[0] {
  const allow = (directive: keyof typeof STRIPE_JS) => (stripeJs ? STRIPE_JS[directive] : []);
  return {
    contentSecurityPolicy: {
      directives: {
        'default-src': ["'self'"],
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'media-src': ["'self'", 'blob:', 'https:'],
        'connect-src': ["'self'", 'ws:', 'wss:', ...allow('connect-src')],
        'frame-src': [
          'https://www.youtube.com',
          'https://player.vimeo.com',
          'https:',
          ...allow('frame-src'),
        ],
        'style-src': ["'self'", "'unsafe-inline'"],
        'script-src': ["'self'", ...allow('script-src')],
        'upgrade-insecure-requests': https ? [] : null,
      },
    },
    strictTransportSecurity: https,
    crossOriginEmbedderPolicy: false,
  };
}

/**
 * The headers helmet sets for a policy, worked out once: none of them depends on the request (no
 * nonces), so every answer gets the same object instead of helmet's dozen middlewares per call.
 */
function helmetHeaders(policy: Parameters<typeof helmet>[0]): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(policy)(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    (error?: unknown) => (failure = error),
  );
  if (failure) throw failure;
  return headers;
}

export function registerSecurityHeaders(app: FastifyInstance, options: SecurityOptions) {
  const headers = helmetHeaders(policyFor(options));
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
