import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

/** A chunk of Vite's build manifest (`build.manifest`), as much of it as the budget reads. */
export type ManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
};
export type Manifest = Record<string, ManifestChunk>;

/** The public program page, as the manifest names it when it is a chunk of its own. */
export const PUBLIC_PAGE_SRC = 'src/features/purchase/pages/public-plan-page.tsx';
/** Issue 24: a signed-out visitor's first scripts, compressed, fail the build above this. */
export const BUDGET_BYTES = 120 * 1024;

/** A manifest key and every chunk it imports statically, transitively, each once. */
function withStaticImports(manifest: Manifest, key: string, into: Set<string>) {
  if (into.has(key)) return;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The build manifest has no chunk ${key}`);
  into.add(key);
  for (const next of chunk.imports ?? []) withStaticImports(manifest, next, into);
}

/**
 * The script files a signed-out visitor's browser fetches to show a public program page: the
 * entry chunk, what it imports statically (transitively), and the page's route chunk with its
 * own static imports (its preload list); nothing twice. The page may also sit in the entry's
 * chunks (no chunk of its own): then it is counted there.
 */
export function publicPageScripts(manifest: Manifest, pageSrc = PUBLIC_PAGE_SRC): string[] {
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  if (entries.length !== 1) throw new Error(`Expected one entry chunk, found ${entries.length}`);
  const keys = new Set<string>();
  withStaticImports(manifest, entries[0]!, keys);
  if (manifest[pageSrc]) withStaticImports(manifest, pageSrc, keys);
  return [...keys].map((key) => manifest[key]!.file);
}

/** Brotli at its best quality with the size hint: the bytes precompress.ts writes to `.br`. */
export function brotliSize(content: Buffer): number {
  return zlib.brotliCompressSync(content, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  }).length;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * After the build, sums the compressed size of the public page's scripts (publicPageScripts),
 * prints it with each file, and fails the build above BUDGET_BYTES. Deterministic (no browser):
 * the browser's own figure, with what loads lazily until the page is idle, is
 * `npm run bench:public-page`.
 */
export function scriptBudget(): Plugin {
  let outDir = 'dist';
  return {
    name: 'forma-script-budget',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const manifestFile = path.join(outDir, '.vite', 'manifest.json');
      const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
      if (!manifest[PUBLIC_PAGE_SRC] && !fs.existsSync(path.join(outDir, '..', PUBLIC_PAGE_SRC)))
        throw new Error(`The public program page ${PUBLIC_PAGE_SRC} is gone: update the budget`);
      const sizes = publicPageScripts(manifest).map((file) => ({
        file,
        bytes: brotliSize(fs.readFileSync(path.join(outDir, file))),
      }));
      const total = sizes.reduce((sum, { bytes }) => sum + bytes, 0);
      const lines = [...sizes]
        .sort((a, b) => b.bytes - a.bytes)
        .map(({ file, bytes }) => `  ${kb(bytes).padStart(9)}  ${file}`);
      const verdict = total <= BUDGET_BYTES ? 'within' : 'OVER';
      console.log(
        `\nThe public program page's scripts (entry, its static imports, the page's chunk), brotli:\n` +
          `${lines.join('\n')}\n  ${kb(total)} in all: ${verdict} the budget of ${kb(BUDGET_BYTES)}`,
      );
      if (total > BUDGET_BYTES)
        throw new Error(
          `The public program page's scripts are ${kb(total)} compressed, over the ${kb(BUDGET_BYTES)} budget`,
        );
    },
  };
}
