import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_VERSION } from '@forma/contract/common/api';
import { allEndpoints } from '@forma/contract/endpoints';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

type Operation = {
  operationId?: string;
  summary?: string;
  parameters?: { $ref?: string; name?: string; in?: string }[];
  responses: Record<string, { $ref?: string; content?: Record<string, unknown> }>;
};
type Document = {
  paths: Record<string, Record<string, Operation>>;
  components: { parameters: Record<string, { name: string; in: string }> };
};

let t: TestApp;
let doc: Document;
beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.app.inject({ url: '/api/docs' })).json();
});
afterAll(async () => {
  await t.close();
});

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ path, method, operation })),
  );

describe('the API description (GET /api/docs)', () => {
  it('is a valid OpenAPI document', async () => {
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeDefined();
  });

  it('names and summarises every operation, each name once', () => {
    const ids = operations().map(({ path, method, operation }) => {
      expect(operation.summary, `${method} ${path}`).toMatch(/^[A-Z].{9,}/);
      return operation.operationId;
    });
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('lists a call’s error answers and its API-Version header', () => {
    const tracks = doc.paths['/api/coach/plans/{id}/tracks']!.get!;
    expect(tracks.operationId).toBe('getTracks');
    expect(tracks.summary).toBe("List a program's tracks");
    expect(Object.keys(tracks.responses)).toEqual(['200', '401', '403', '404', '426']);
    expect(tracks.responses['200']).toMatchObject({ description: 'OK' });
    expect(tracks.responses['404']).toEqual({ $ref: '#/components/responses/NotFound' });
    expect(tracks.responses['426']).toEqual({ $ref: '#/components/responses/Outdated' });
    expect(tracks.parameters).toContainEqual({ $ref: '#/components/parameters/ApiVersion' });
    expect(doc.components.parameters.ApiVersion).toMatchObject({
      name: 'API-Version',
      in: 'header',
      schema: { example: API_VERSION },
    });

    const created = doc.paths['/api/coach/plans']!.post!;
    expect(Object.keys(created.responses)).toEqual(
      expect.arrayContaining(['201', '401', '406', '422', '426']),
    );
    const comment = doc.paths['/api/user/training/blocks/{block_id}/comments']!.post!;
    expect(comment.responses['429']).toEqual({ $ref: '#/components/responses/TooManyRequests' });
    const signIn = doc.paths['/api/users/sign_in']!.post!;
    expect(signIn.responses['401']).toBeUndefined();
  });

  it('describes the error bodies: {errors: {field: [messages]}}, and base.deprecated on 426', async () => {
    const dereferenced = (await SwaggerParser.dereference(
      structuredClone(doc) as never,
    )) as unknown as {
      paths: Document['paths'];
    };
    const answers = dereferenced.paths['/api/coach/plans']!.post!.responses;
    const schemaOf = (status: string) =>
      (answers[status]!.content!['application/json'] as { schema: unknown }).schema;
    expect(schemaOf('422')).toMatchObject({
      properties: { errors: { additionalProperties: { type: 'array' } } },
    });
    expect(schemaOf('426')).toMatchObject({
      properties: { base: { properties: { deprecated: { enum: [true] } } } },
    });
  });

  it('describes the calendar feed and both Stripe webhooks', () => {
    const feed = doc.paths['/api/calendar-feeds/{file}']!.get!;
    expect(feed.operationId).toBe('readCalendarFeed');
    expect(Object.keys(feed.responses['200']!.content!)).toEqual(['text/calendar']);
    expect(doc.paths['/api/stripe/webhook']!.post!.operationId).toBe('receiveStripeEvent');
    expect(doc.paths['/api/stripe/webhook/connect']!.post!.operationId).toBe(
      'receiveStripeConnectEvent',
    );
    expect(doc.paths['/api/stripe/webhook']!.post!.parameters).toContainEqual(
      expect.objectContaining({ name: 'stripe-signature', in: 'header' }),
    );
  });

  it('leaves out the Stripe sandbox and the web app’s own files', () => {
    const paths = Object.keys(doc.paths);
    expect(paths.filter((path) => !path.startsWith('/api/'))).toEqual([]);
    expect(paths.filter((path) => path.startsWith('/api/docs'))).toEqual([]);
    expect(paths.length).toBeGreaterThanOrEqual(new Set(allEndpoints.map((e) => e.path)).size);
  });
});

describe('the API page (GET /api/docs/ui)', () => {
  it('shows the document with the self-hosted viewer, its scripts from the app’s origin', async () => {
    const page = await t.app.inject({ url: '/api/docs/ui' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).not.toMatch(/<script>|<script [^>]*>[^<]/);
    const scripts = [...page.body.matchAll(/<script src="([^"]+)"/g)].map(([, src]) => src!);
    expect(scripts).toEqual(['/api/docs/ui/swagger-ui-bundle.js', '/api/docs/ui/start.js']);
    for (const src of [...scripts, '/api/docs/ui/swagger-ui.css']) {
      const file = await t.app.inject({ url: src });
      expect(file.statusCode, src).toBe(200);
      expect(file.body.length, src).toBeGreaterThan(100);
    }
    expect((await t.app.inject({ url: '/api/docs/ui/start.js' })).body).toContain(
      "url: '/api/docs'",
    );
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toContain('unsafe-eval');
  });

  it('serves only the viewer’s files from its package', async () => {
    for (const url of ['/api/docs/ui/package.json', '/api/docs/ui/swagger-ui-bundle.js.map']) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(404);
    }
  });
});
