/** What every benchmark shares: the bounds, an in-process app on PGlite, a coach, autocannon runs. */
import path from 'node:path';
import autocannon from 'autocannon';
import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from '../../server/src/config.ts';
import type { Database } from '../../server/src/db/database.ts';
import { ensureWebClient } from '../../server/src/modules/auth/api-clients.ts';
import { ensurePlatformPlans } from '../../server/src/modules/platform-plan/platform-plans.seed.ts';

export const SECONDS = Math.min(60, Math.max(1, Number(process.env.BENCH_SECONDS) || 10));
export const CONNECTIONS = 10;
export const HOST = '127.0.0.1';

export type Run = {
  label: string;
  rps: number;
  p50: number;
  p99: number;
  total: number;
  bad: number;
};

/** An explicit environment: never the developer's .env or DATABASE_URL. */
export function benchConfig(dataDir: string, extra: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    HOST,
    PUBLIC_URL: `http://${HOST}`,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    WEB_DIST: path.join(dataDir, 'no-web-build'),
    ...extra,
  });
}

/** What `npm start` does before listening, less the demo data. */
export async function prepareDatabase(database: Database, config: Config) {
  console.log('Preparing PGlite (migrations) ...');
  await database.migrate();
  await ensureWebClient(database.db, config.webClientId, config.webClientSecret);
  await ensurePlatformPlans(database.db);
}

export async function listen(app: FastifyInstance, port = 0): Promise<string> {
  await app.listen({ port, host: HOST });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no TCP address');
  return `http://${HOST}:${address.port}`;
}

export async function signUpCoach(app: FastifyInstance, config: Config, email: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/users/sign_up',
    payload: {
      role: 'coach',
      account_name: 'Bench Gym',
      first_name: 'Bench',
      last_name: 'Coach',
      email,
      password: 'bench-password',
      password_confirmation: 'bench-password',
      country: 'GB',
      birthdate: '01/01/1990',
      agreement: true,
      client_id: config.webClientId,
      client_secret: config.webClientSecret,
    },
  });
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.body}`);
  const session = response.json<{ access_token: string; current: { id: number } }>();
  return { token: session.access_token, accountId: session.current.id };
}

export async function measure(
  label: string,
  url: string,
  headers: Record<string, string> = {},
): Promise<Run> {
  process.stdout.write(`  ${label}: ${SECONDS} s ... `);
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: SECONDS });
  console.log('done');
  return {
    label,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    bad: result.non2xx + result.errors + result.timeouts,
  };
}

/** Prints the runs, then refuses figures that include failed responses. */
export function report(runs: Run[]) {
  console.log('');
  const width = Math.max(...runs.map((run) => run.label.length)) + 2;
  for (const run of runs) {
    console.log(
      `  ${run.label.padEnd(width)} ${run.rps.toFixed(0).padStart(6)} req/s   p50 ${String(run.p50).padStart(4)} ms   p99 ${String(run.p99).padStart(4)} ms   (${run.total} requests, ${run.bad} not 2xx or failed)`,
    );
  }
  if (runs.some((run) => run.bad > 0)) {
    throw new Error('some responses were not 2xx: the figures above are not valid');
  }
}

export function runBench(main: () => Promise<void>) {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
