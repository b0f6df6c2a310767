import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';

/** A page a search engine may list, and when it last changed (the sitemap's lastmod). */
export type ListedPage = { path: string; changedAt: Date };

/**
 * What search engines may crawl (RFC 9309: the longest matching rule wins, so `Disallow: /` keeps
 * out everything not allowed above it): the public program pages, the storefront's pages (its
 * routes come with issue 30: `/public-page/` and the short `/c/ /b/ /g/ /t/` addresses) and
 * what those pages load to show themselves. The app behind sign-in, its sign-in pages, checkout
 * and the rest of the API stay out.
 */
export function robotsTxt(publicUrl: string): string {
  return `# ${publicUrl}: public program pages and the storefront are for search engines; the app is not.
User-agent: *
Allow: /p/
Allow: /public-page/
Disallow: /public-page/edit
Allow: /c/
Allow: /b/
Allow: /g/
Allow: /t/
# What a public page loads to show itself: its scripts, the program, theme and settings, covers.
Allow: /assets/
Allow: /api/plans/*/public
Allow: /api/settings
Allow: /api/themes
Allow: /api/config
Allow: /uploads/plans/
Disallow: /

Sitemap: ${publicUrl}/sitemap.xml
`;
}

const xmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => xmlEscapes[c]!);

/** The sitemaps.org document of the listed pages, with absolute addresses. */
export function sitemapXml(publicUrl: string, pages: readonly ListedPage[]): string {
  const urls = pages.map(
    (page) =>
      `  <url><loc>${escapeXml(publicUrl + page.path)}</loc>` +
      `<lastmod>${page.changedAt.toISOString().replace(/\.\d{3}Z$/, 'Z')}</lastmod></url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** /robots.txt and /sitemap.xml; the listed pages come from the areas that own them. */
export function registerCrawlerFiles(
  app: FastifyInstance,
  config: Config,
  listedPages: () => Promise<readonly ListedPage[]>,
) {
  const robots = robotsTxt(config.publicUrl);
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'public, max-age=86400')
      .send(robots),
  );
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(sitemapXml(config.publicUrl, await listedPages())),
  );
}
