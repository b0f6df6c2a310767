import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { contractForWebPlugin, contractSideEffects } from './build/contract-for-web.ts';
import { precompress } from './build/precompress.ts';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [contractForWebPlugin(), react(), precompress()],
  // One copy of React and Mantine even if a package ever brings its own: a second @mantine/core
  // would not find the app's MantineProvider.
  resolve: { dedupe: ['react', 'react-dom', '@mantine/core', '@mantine/hooks'] },
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/cable': { target: apiTarget, ws: true },
      '/dev': apiTarget,
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // Every page is its own chunk (route-table.tsx); React and the router change rarely, so they
    // get a long-cached chunk of their own.
    rolldownOptions: {
      // The contract does no I/O: what a page does not use of it is left out (contract-for-web.ts).
      treeshake: { moduleSideEffects: contractSideEffects },
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
              priority: 20,
            },
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
