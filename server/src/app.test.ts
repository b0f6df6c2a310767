import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_VERSION } from '@forma/contract/common/api';
import { allEndpoints } from '@forma/contract/endpoints';
import { createTestApp, TEST_CLIENT, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('API paths and versions', () => {
  it('answers an unknown API path with a JSON 404', async () => {
    for (const [method, url] of [
      ['GET', '/api/no-such-thing'],
      ['POST', '/api/users/no-such-thing'],
      ['DELETE', '/api/settings'],
    ] as const) {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.json()).toEqual({ errors: { base: ['Not Found'] } });
    }
  });

  it('tells an outdated client to reload (base.deprecated) and serves the current one', async () => {
    const outdated = await t.app.inject({ url: '/api/settings', headers: { 'api-version': '2' } });
    expect(outdated.statusCode).toBeGreaterThanOrEqual(400);
    expect(outdated.json().base).toEqual({ deprecated: true });
    expect(outdated.json().errors.base).toEqual([
      'A new version of the app is available. Please reload the page.',
    ]);

    const current = await t.app.inject({
      url: '/api/settings',
      headers: { 'api-version': String(API_VERSION) },
    });
    expect(current.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/settings' })).statusCode).toBe(200);
  });
});

describe('API description', () => {
  it('serves an OpenAPI document of the calls', async () => {
    const response = await t.app.inject({ url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toBe('Forma API');
    expect(doc.paths['/api/users/sign_in'].post).toBeDefined();
    expect(doc.paths['/api/users/me'].get).toBeDefined();
    expect(doc.paths['/api/accounts/switch'].put).toBeDefined();
    expect(doc.paths['/api/docs']).toBeUndefined();
    const signInBody =
      doc.paths['/api/users/sign_in'].post.requestBody.content['application/json'].schema;
    expect(signInBody.required).toEqual(expect.arrayContaining(['email', 'password']));
  });

  it('describes every endpoint of the contract, from its definition', async () => {
    const doc = (await t.app.inject({ url: '/api/docs' })).json();
    for (const endpoint of allEndpoints) {
      const path = `/api${endpoint.path.replace(/:(\w+)/g, '{$1}')}`;
      expect(doc.paths[path]?.[endpoint.method.toLowerCase()], path).toBeDefined();
    }
  });
});

describe('security headers', () => {
  it('sends the helmet headers with API answers', async () => {
    const response = await t.app.inject({ url: '/api/settings' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('sends no HSTS and no upgrade-insecure-requests while PUBLIC_URL is http', async () => {
    expect(t.config.publicUrl).toBe('http://forma.test');
    const response = await t.app.inject({ url: '/api/settings' });
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(String(response.headers['content-security-policy'])).not.toContain(
      'upgrade-insecure-requests',
    );
  });
});

describe('invalid request bodies', () => {
  const signIn = (payload: string, contentType = 'application/json') =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/sign_in',
      headers: { 'content-type': contentType },
      payload,
    });

  it('answers a body that is not JSON with 422 and a base message', async () => {
    const response = await signIn('{"email": "a@b.c", ');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ errors: { base: [expect.any(String)] } });
    expect((await signIn('')).statusCode).toBe(422);
  });

  it('answers invalid fields with 422 and the messages per field', async () => {
    const response = await signIn(
      JSON.stringify({ email: 'nope', password: '123', ...TEST_CLIENT }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      errors: {
        email: ['Please enter a valid email address.'],
        password: ['Password must have at least 6 characters.'],
      },
    });
  });

  it('answers an unsupported content type with 422', async () => {
    const response = await signIn('email=a', 'application/x-www-form-urlencoded');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.base).toHaveLength(1);
  });
});
