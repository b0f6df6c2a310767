/**
 * `npm run bench:users-me`: GET /api/users/me for a coach, beside the one-query baseline (a bare
 * Fastify process doing only the session lookup), on PGlite and on PostgreSQL (BENCH_DB).
 *
 * For each database: starts the server as `npm start` runs it, on a fresh database, signs up one
 * coach over HTTP, measures users/me with autocannon in its own process, stops the server, then
 * measures the baseline on the same data. Prints requests per second, p50 and p99, and users/me's
 * share of the baseline (the goal: at least 50%). Bounded: per database, two warm-ups and two
 * runs of BENCH_SECONDS (default 10, at most 60) plus start-ups.
 */
import { forEachDatabase, measureBaseline, runBench } from './support/bench-kit.ts';
import { signUpCoach } from './support/coach.ts';
import { measure } from './support/load.ts';
import { startServer } from './support/server-process.ts';

async function main() {
  await forEachDatabase(async (database) => {
    const server = await startServer(database);
    let me;
    let coach;
    try {
      coach = await signUpCoach(server.url, 'bench@example.com');
      me = await measure('GET /api/users/me (coach)', `${server.url}/api/users/me`, coach.headers);
    } finally {
      await server.stop();
    }
    return [me, await measureBaseline(database, coach)];
  });
}

runBench(main);
