import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerSecurityHeaders } from './security-headers.ts';

async function headersOf(options: { stripeJs?: boolean; https?: boolean }) {
  const app = Fastify();
  registerSecurityHeaders(app, { stripeJs: false, https: true, ...options });
  app.get('/ping', async () => ({ ok: true }));
  const response = await app.inject({ url: '/ping' });
  await app.close();
  return response.headers;
}

async function policyOf(stripeJs: boolean, https = true): Promise<Record<string, string[]>> {
  const headers = await headersOf({ stripeJs, https });
  const header = String(headers['content-security-policy']);
  return Object.fromEntries(
    header.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe('the content security policy', () => {
  it('allows Stripe.js, its frames and its API when the app loads Stripe.js', async () => {
    const policy = await policyOf(true);
    expect(policy['script-src']).toEqual(["'self'", 'https://js.stripe.com']);
    expect(policy['frame-src']).toEqual(
      expect.arrayContaining(['https://js.stripe.com', 'https://hooks.stripe.com']),
    );
    expect(policy['connect-src']).toEqual(
      expect.arrayContaining(["'self'", 'https://api.stripe.com']),
    );
    expect(policy['default-src']).toEqual(["'self'"]);
  });

  it('allows none of Stripe’s hosts in sandbox mode: the app runs only its own scripts', async () => {
    const policy = await policyOf(false);
    expect(policy['script-src']).toEqual(["'self'"]);
    const all = Object.values(policy).flat();
    expect(all.filter((source) => source.includes('stripe.com'))).toEqual([]);
  });
});

describe('https only where the app is served over https', () => {
  it('sends HSTS and upgrade-insecure-requests when PUBLIC_URL is https', async () => {
    const headers = await headersOf({ https: true });
    expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(await policyOf(false, true)).toHaveProperty('upgrade-insecure-requests');
  });

  it('sends neither on http, so a browser on http://localhost keeps to http', async () => {
    const headers = await headersOf({ https: false });
    expect(headers['strict-transport-security']).toBeUndefined();
    const policy = await policyOf(false, false);
    expect(policy).not.toHaveProperty('upgrade-insecure-requests');
    expect(policy['default-src']).toEqual(["'self'"]);
  });
});
