import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';

/** Asked for again on every visit: a new build's service worker must reach the browser. */
const REVALIDATE = 'no-cache';
const ONE_DAY = 'public, max-age=86400';

/**
 * The installable app's files at the site's root (docs/decisions/platform-web.md, "Offline app"):
 * the service worker (never cached for long, so a new build replaces it on the next visit), the
 * manifest with the running product name, and its icons. Absent from a build without them.
 */
export function registerOfflineAppFiles(app: FastifyInstance, config: Config) {
  const serviceWorker = path.join(config.webDist, 'sw.js');
  if (fs.existsSync(serviceWorker)) {
    const script = fs.readFileSync(serviceWorker);
    app.get('/sw.js', async (_request, reply) =>
      reply.type('text/javascript; charset=utf-8').header('Cache-Control', REVALIDATE).send(script),
    );
  }

  const manifestFile = path.join(config.webDist, 'manifest.webmanifest');
  if (fs.existsSync(manifestFile)) {
    const manifest = JSON.stringify({
      ...(JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as object),
      name: config.productName,
      short_name: config.productName,
    });
    app.get('/manifest.webmanifest', async (_request, reply) =>
      reply
        .type('application/manifest+json; charset=utf-8')
        .header('Cache-Control', REVALIDATE)
        .send(manifest),
    );
  }

  const iconsDir = path.join(config.webDist, 'icons');
  const icons = new Map(
    fs.existsSync(iconsDir)
      ? fs
          .readdirSync(iconsDir)
          .filter((name) => name.endsWith('.png'))
          .map((name) => [name, fs.readFileSync(path.join(iconsDir, name))] as const)
      : [],
  );
  if (icons.size > 0) {
    app.get<{ Params: { name: string } }>('/icons/:name', async (request, reply) => {
      const icon = icons.get(request.params.name);
      if (!icon) return reply.code(404).type('text/plain').send('No such icon.');
      return reply.type('image/png').header('Cache-Control', ONE_DAY).send(icon);
    });
  }
}
