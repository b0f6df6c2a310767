import { createRequire } from 'node:module';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** swagger-ui-dist's folder in node_modules: its built viewer, served as it ships. */
const viewerRoot = path.dirname(
  createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'),
);
/** The viewer's files the page loads (the package also holds source maps and other builds). */
const VIEWER_FILES = new Set(['/swagger-ui.css', '/swagger-ui-bundle.js', '/favicon-32x32.png']);

/**
 * The page's own script (a file, not inline: the content policy allows scripts from the app's
 * origin only). BaseLayout: the document without the standalone preset's address bar.
 */
const START_SCRIPT = `window.ui = SwaggerUIBundle({
  url: '/api/docs',
  dom_id: '#api',
  deepLinking: true,
  layout: 'BaseLayout',
  persistAuthorization: false,
});
`;

function page(title: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${title}</title>
    <link rel="icon" type="image/png" href="/api/docs/ui/favicon-32x32.png" />
    <link rel="stylesheet" href="/api/docs/ui/swagger-ui.css" />
  </head>
  <body>
    <main id="api"></main>
    <script src="/api/docs/ui/swagger-ui-bundle.js"></script>
    <script src="/api/docs/ui/start.js"></script>
  </body>
</html>
`;
}

/**
 * Under /api: GET docs, the OpenAPI document (JSON), and GET docs/ui, a page that shows it with
 * Swagger UI, self-hosted: its script is loaded only there, from the server's node_modules,
 * never in the web app's bundle. Neither is part of the document.
 */
export async function apiDocsRoutes(
  api: FastifyInstance,
  { title, document }: { title: string; document: () => unknown },
) {
  const hide = { schema: { hide: true } };
  api.get('/docs', hide, async () => document());
  const html = page(title.replace(/[<&]/g, ''));
  api.get('/docs/ui', hide, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(html),
  );
  api.get('/docs/ui/start.js', hide, async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(START_SCRIPT),
  );
  await api.register(fastifyStatic, {
    root: viewerRoot,
    prefix: '/docs/ui/',
    decorateReply: false,
    index: false,
    maxAge: '1d',
    allowedPath: (pathname) => VIEWER_FILES.has(pathname),
    schemaHide: true,
  });
}
