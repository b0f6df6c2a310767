import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';

/** `*.postgres.test.ts` files need PostgreSQL (several connections, LISTEN/NOTIFY): run with TEST_DB=postgres only. */
const postgresOnly = process.env.TEST_DB === 'postgres' ? [] : ['src/**/*.postgres.test.ts'];
// *.pglite.test.ts prove what does not depend on the database (the bad-input property test):
// the PostgreSQL run leaves them out to stay within CI's budget.
const pgliteOnly = process.env.TEST_DB === 'postgres' ? ['src/**/*.pglite.test.ts'] : [];
// TEST_SCOPE=once (CI, after the whole API suite ran on PostgreSQL): PGlite runs the migrations
// (the global setup), every endpoint once (the matrix reads the scope) and the bad-input test.
const serverTests =
  process.env.TEST_SCOPE === 'once'
    ? ['src/**/*.pglite.test.ts', 'src/authorization-matrix.test.ts']
    : ['src/**/*.test.ts'];

/**
 * Web test files that replace a module (vi.mock, vi.doMock): a replaced module would leak into, or
 * be missed by, the files that share a worker's modules, so these run in a worker of their own.
 */
function webTestFiles(): { replacing: string[]; others: string[] } {
  const root = path.join(import.meta.dirname, 'web');
  const files = readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => path.join('src', file));
  const replaces = (file: string) =>
    /\bvi\.(do)?[mM]ock\(/.test(readFileSync(path.join(root, file), 'utf8'));
  return { replacing: files.filter(replaces), others: files.filter((file) => !replaces(file)) };
}
const webTests = webTestFiles();

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contract', root: './contract', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'stripe-sandbox',
          root: './stripe-sandbox',
          include: ['src/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'server',
          root: './server',
          include: serverTests,
          exclude: [...configDefaults.exclude, ...postgresOnly, ...pgliteOnly],
          globalSetup: ['./test/global-setup.ts'],
          setupFiles: ['./test/setup-file.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // A worker runs its files one after another on the modules it loaded once (each file
          // builds its own app on its own copy of the database): loading the app per file cost
          // more than the tests. So no test file may replace a module (vi.mock).
          isolate: false,
          unstubGlobals: true,
        },
      },
      {
        // The other files of a worker share its modules (React, Mantine and the app are loaded
        // once, not per file); test/setup.ts resets what they hold between tests.
        extends: './web/vite.config.ts',
        test: {
          name: 'web',
          root: './web',
          exclude: [...configDefaults.exclude, ...webTests.replacing],
          isolate: false,
          unstubGlobals: true,
        },
      },
      {
        extends: './web/vite.config.ts',
        // The web project's include and this exclude (extends merges the lists) leave these files.
        test: {
          name: 'web-isolated',
          root: './web',
          exclude: [...configDefaults.exclude, ...webTests.others, 'build/**'],
        },
      },
    ],
  },
});
