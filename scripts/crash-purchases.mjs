#!/usr/bin/env node
// Kills the server at 30 random moments of purchases and cancels (CRASH_RANDOM_RUNS to change),
// on PostgreSQL, and checks after each restart that every payment ended with access or was
// refunded in full: the random part of server/src/modules/purchase/paid/purchase-crashes.postgres.test.ts.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const result = spawnSync(
  'npx',
  [
    'vitest',
    'run',
    '--project',
    'server',
    'src/modules/purchase/paid/purchase-crashes.postgres.test.ts',
    '-t',
    'random moments',
  ],
  {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      TEST_DB: 'postgres',
      TEST_DATABASE_URL: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
      CRASH_RANDOM_RUNS: process.env.CRASH_RANDOM_RUNS ?? '30',
    },
  },
);
process.exit(result.status ?? 1);
