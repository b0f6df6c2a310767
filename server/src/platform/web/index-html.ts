import fs from 'node:fs/promises';
import type { Config } from '../../config.ts';

let template: string | null = null;

/**
 * The app's index.html for any page path. Page-specific meta (the public program page's
 * title, description and cover) is rendered here by the areas that own those pages.
 */
export async function renderIndexHtml(
  indexFile: string,
  config: Config,
  _url: string,
): Promise<string> {
  template ??= await fs.readFile(indexFile, 'utf8');
  return template.replace(
    '<title>Forma</title>',
    `<title>${escapeHtml(config.productName)}</title>`,
  );
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}
