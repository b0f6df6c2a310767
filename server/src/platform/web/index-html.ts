import fs from 'node:fs/promises';
import type { Config } from '../../config.ts';

/** Meta of a page the server knows about (the public program page, spec 2.7). */
export type PageMeta = { title: string; description: string; image: string | null; url: string };

const templates = new Map<string, string>();

/**
 * The app's index.html for any page path. Page-specific meta (the public program page's
 * title, description and cover) comes from the area that owns the page, so links shared on
 * social sites show them without running the app.
 */
export async function renderIndexHtml(
  indexFile: string,
  config: Config,
  _url: string,
  meta: PageMeta | null = null,
): Promise<string> {
  let template = templates.get(indexFile);
  if (template === undefined) {
    template = await fs.readFile(indexFile, 'utf8');
    templates.set(indexFile, template);
  }
  if (!meta) {
    return template.replace(
      /<title>[^<]*<\/title>/,
      `<title>${escapeHtml(config.productName)}</title>`,
    );
  }
  const absolute = (address: string) =>
    /^https?:\/\//.test(address)
      ? address
      : `${config.publicUrl}${address.startsWith('/') ? '' : '/'}${address}`;
  const tags = [
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(config.productName)}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(absolute(meta.url))}" />`,
    ...(meta.image
      ? [
          `<meta property="og:image" content="${escapeHtml(absolute(meta.image))}" />`,
          `<meta name="twitter:card" content="summary_large_image" />`,
        ]
      : [`<meta name="twitter:card" content="summary" />`]),
  ];
  return template
    .replace(/\s*<meta (name="description"|property="og:[^"]*"|name="twitter:[^"]*")[^>]*>/g, '')
    .replace(
      /<title>[^<]*<\/title>/,
      `<title>${escapeHtml(meta.title)}</title>\n    ${tags.join('\n    ')}`,
    );
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}
