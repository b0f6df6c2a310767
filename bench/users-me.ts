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
import autocannon from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../server/src/app.ts';
import { loadConfig } from '../server/src/config.ts';
import { openPglite } from '../server/src/db/database.ts';
import { ensureWebClient } from '../server/src/modules/auth/api-clients.ts';
import { ensurePlatformPlans } from '../server/src/modules/platform-plan/platform-plans.seed.ts';

const SECONDS = Math.min(60, Math.max(1, Number(process.env.BENCH_SECONDS) || 10));
const CONNECTIONS = 10;
const HOST = '127.0.0.1';

type Run = { label: string; rps: number; p50: number; p99: number; total: number; bad: number };

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: HOST });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no TCP address');
  return `http://${HOST}:${address.port}`;
}

async function measure(
  label: string,
  url: string,
  headers: Record<string, string> = {},
): Promise<Run> {
  process.stdout.write(`  ${label}: ${SECONDS} s against ${url} ... `);
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: SECONDS });
  const bad = result.non2xx + result.errors + result.timeouts;
  console.log('done');
  return {
    label,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    bad,
  };
}

async function main() {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'forma-bench-'));
  // An explicit environment: never the developer's .env or DATABASE_URL.
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    HOST,
    PUBLIC_URL: `http://${HOST}`,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    WEB_DIST: path.join(dataDir, 'no-web-build'),
  });
  const database = openPglite({ dir: path.join(dataDir, 'db') });
  const bare = Fastify({ logger: false });
  let app: FastifyInstance | undefined;
  try {
    console.log('Preparing PGlite (migrations) ...');
    await database.migrate();
    await ensureWebClient(database.db, config.webClientId, config.webClientSecret);
    await ensurePlatformPlans(database.db);

    app = await buildApp({ config, db: database.db, logger: false });
    const appUrl = await listen(app);
    const signUp = await app.inject({
      method: 'POST',
      url: '/api/users/sign_up',
      payload: {
        role: 'coach',
        account_name: 'Bench Gym',
        first_name: 'Bench',
        last_name: 'Coach',
        email: 'bench@example.com',
        password: 'bench-password',
        password_confirmation: 'bench-password',
        country: 'GB',
        birthdate: '01/01/1990',
        agreement: true,
        client_id: config.webClientId,
        client_secret: config.webClientSecret,
      },
    });
    if (signUp.statusCode !== 200) throw new Error(`sign-up failed: ${signUp.body}`);
    const token = signUp.json<{ access_token: string }>().access_token;

    bare.get('/bare', async () => ({ ok: true }));
    const bareUrl = await listen(bare);

    console.log(`Running (${CONNECTIONS} connections, loopback):`);
    const me = await measure('GET /api/users/me', `${appUrl}/api/users/me`, {
      authorization: `Bearer ${token}`,
    });
    const baseline = await measure('GET /bare (bare Fastify)', `${bareUrl}/bare`);

    console.log('');
    for (const run of [me, baseline]) {
      console.log(
        `  ${run.label.padEnd(26)} ${run.rps.toFixed(0).padStart(7)} req/s   p50 ${String(run.p50).padStart(4)} ms   p99 ${String(run.p99).padStart(4)} ms   (${run.total} requests, ${run.bad} not 2xx or failed)`,
      );
    }
    console.log(
      `\n  users/me / bare: ${((me.rps / baseline.rps) * 100).toFixed(1)}% of the throughput (bare is ${(baseline.rps / me.rps).toFixed(1)}x), p99 ${me.p99} ms vs ${baseline.p99} ms`,
    );
    if (me.bad > 0 || baseline.bad > 0) {
      throw new Error('some responses were not 2xx: the figures above are not valid');
    }
  } finally {
    await bare.close();
    await app?.close();
    await database.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
