import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3210);
export const baseURL = `http://localhost:${port}`;
/** The server's DATA_DIR for the journeys: a fresh PGlite, mail files the journeys read. */
export const e2eDataDir = path.join(os.tmpdir(), `forma-e2e-${port}`);
const root = path.resolve(import.meta.dirname, '..');

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // Each journey also runs axe on every view it visits (support/test.ts): a few seconds a view.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  // One retry, so one slow moment on a loaded machine does not fail the run; the test script
  // names every journey that needed it (scripts/test.mjs), to be made sturdier.
  retries: 1,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL,
    // A trace records every step's screenshots and DOM, slowing every journey by a third: only
    // a retry records one, so a journey that fails twice leaves its trace.
    trace: 'on-first-retry',
    // The app's service worker (docs/decisions/platform-web.md, "Offline app") would download the
    // whole app in every journey; those about the offline app allow it (`test.use`).
    serviceWorkers: 'block',
    actionTimeout: 15_000,
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: `rm -rf ${e2eDataDir} && npx tsx e2e/support/serve-journeys.ts`,
    cwd: root,
    url: `${baseURL}/api/config`,
    reuseExistingServer: false,
    // Preparing the data and starting take about 30 s alone; a machine busy with other work can
    // take minutes.
    timeout: 300_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      PUBLIC_URL: baseURL,
      DATA_DIR: e2eDataDir,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      RATE_LIMIT_MAX: '1000',
      DATABASE_URL: '',
    },
  },
});
