import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { contractForWebPlugin } from './build/contract-for-web.ts';
import { firstPageChunk } from './build/first-page-chunk.ts';
import { offlineApp } from './build/offline-app.ts';
import { precompress } from './build/precompress.ts';
import { scriptBudget } from './build/script-budget.ts';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

/**
 * The contract's and the app's own modules do nothing when loaded but define things (styles come
 * from CSS files, left as they are): a module none of whose exports a page uses is left out of
 * it. Without this, using one name from a feature's index.ts would load everything it names.
 */
const SIDE_EFFECT_FREE = /[\\/](contract|web)[\\/]src[\\/].+\.tsx?$/;

/** The chunks index.html loads (vite.config's groups below, and Rolldown's runtime). */
const ALWAYS_LOADED = /(^|\/)(react|first-page|rolldown-runtime)-[\w-]+\.js$/;

/** Mantine's core and hooks, their floating-ui, and the icons. */
const UI_KIT =
  /node_modules[\\/](@mantine[\\/](core|hooks)|@floating-ui|@tabler[\\/]icons-react)[\\/]/;

export default defineConfig({
  root: import.meta.dirname,
  plugins: [contractForWebPlugin(), react(), offlineApp(), precompress(), scriptBudget()],
  // One copy of React and Mantine even if a package ever brings its own: a second @mantine/core
  // would not find the app's MantineProvider.
  resolve: { dedupe: ['react', 'react-dom', '@mantine/core', '@mantine/hooks'] },
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/cable': { target: apiTarget, ws: true },
      '/dev': apiTarget,
      // The Stripe sandbox: its API, which the sandbox card form calls, and its pages.
      '/v1': apiTarget,
      '/sandbox': apiTarget,
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // dist/.vite/manifest.json (not served): the public page's script budget reads it
    // (build/script-budget.ts).
    manifest: true,
    // A lazy page's preload list leaves out the chunks index.html already loads (React, the
    // first page's chunk, Rolldown's runtime): listing them in every page's list cost the first
    // script bytes and saved no request.
    modulePreload: {
      resolveDependencies: (_file, deps) => deps.filter((dep) => !ALWAYS_LOADED.test(dep)),
    },
    // React changes rarely, so it gets a long-cached chunk of its own; what the first page needs
    // besides (the app's own router included) is one chunk (first-page-chunk.ts); later pages are
    // their own chunks.
    rolldownOptions: {
      treeshake: { moduleSideEffects: (id) => (SIDE_EFFECT_FREE.test(id) ? false : undefined) },
      output: {
        // A lazy chunk's file is its hash alone (issue 24): the first script lists every lazy
        // page's files for preloading, and their names were 1.2 KB of it, compressed. The
        // chunks index.html loads (ALWAYS_LOADED reads their names) and the UI kit keep theirs;
        // the manifest (dist/.vite) says which source each hash holds.
        chunkFileNames: (chunk) =>
          /^(react|first-page|rolldown-runtime|ui-kit)$/.test(chunk.name)
            ? 'assets/[name]-[hash].js'
            : 'assets/[hash].js',
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              priority: 20,
            },
            firstPageChunk(`${import.meta.dirname}/src/main.tsx`),
            // What four or more later pages share of the UI kit and its icons is one chunk (issue
            // 24): left to Rolldown it was 50-odd small chunks split by which pages share each, and
            // the schedule builder fetched 84 files, six at a time over HTTP/1.1. What fewer pages
            // use (a colour picker, a stepper) stays with them.
            { name: 'ui-kit', test: UI_KIT, minShareCount: 4, priority: 5 },
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    // Form tests type into many fields; a loaded 2-core machine needs more than 5 s.
    testTimeout: 20_000,
  },
});
