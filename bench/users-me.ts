/**
 * `npm run bench:users-me`: how GET /api/users/me (session lookup, current account, subscription,
 * presenter, zod serialisation, helmet) compares with a bare Fastify route on the same machine.
 *
 * Starts the app in-process on a fresh PGlite in a temp dir, signs up one coach, then runs
 * autocannon against each target in turn on loopback, prints both and exits. Bounded: two runs
 * of BENCH_SECONDS (default 10, at most 60) plus start-up.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../server/src/app.ts';
import { openPglite } from '../server/src/db/database.ts';
import {
  benchConfig,
  CONNECTIONS,
  listen,
  measure,
  prepareDatabase,
  report,
  runBench,
  signUpCoach,
} from './support/bench-kit.ts';

async function main() {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'forma-bench-'));
  const config = benchConfig(dataDir);
  const database = openPglite({ dir: path.join(dataDir, 'db') });
  const bare = Fastify({ logger: false });
  let app: FastifyInstance | undefined;
  try {
    await prepareDatabase(database, config);
    app = await buildApp({ config, db: database.db, logger: false });
    const appUrl = await listen(app);
    const { token } = await signUpCoach(app, config, 'bench@example.com');

    bare.get('/bare', async () => ({ ok: true }));
    const bareUrl = await listen(bare);

    console.log(`Running (${CONNECTIONS} connections, loopback):`);
    const me = await measure('GET /api/users/me', `${appUrl}/api/users/me`, {
      authorization: `Bearer ${token}`,
    });
    const baseline = await measure('GET /bare (bare Fastify)', `${bareUrl}/bare`);
    report([me, baseline]);
    console.log(
      `\n  users/me / bare: ${((me.rps / baseline.rps) * 100).toFixed(1)}% of the throughput (bare is ${(baseline.rps / me.rps).toFixed(1)}x), p99 ${me.p99} ms vs ${baseline.p99} ms`,
    );
  } finally {
    await bare.close();
    await app?.close();
    await database.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

runBench(main);
