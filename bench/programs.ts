/**
 * `npm run bench:programs`: GET /api/plans/{id}/public and the programs list (GET
 * /api/coach/plans, active and attention tabs) for a coach with 500 programs and 5,000 clients,
 * beside the one-query baseline, on PGlite and on PostgreSQL (BENCH_DB).
 *
 * For each database: starts the server as `npm start` runs it on a fresh database and signs up
 * one coach over HTTP; stops it and bulk-inserts the data; starts it again and measures each call
 * with autocannon in its own process; then measures the baseline. Bounded: per database, four
 * warm-ups and four runs of BENCH_SECONDS (default 10, at most 60) plus start-ups and inserts.
 */
import { forEachDatabase, measureBaseline, runBench } from './support/bench-kit.ts';
import { signUpCoach } from './support/coach.ts';
import { fill } from './support/fill.ts';
import { measure } from './support/load.ts';
import { CLIENTS, insertPrograms, PROGRAMS } from './support/program-data.ts';
import { startServer } from './support/server-process.ts';

async function main() {
  await forEachDatabase(async (database) => {
    const first = await startServer(database);
    const coach = await signUpCoach(first.url, 'bench@example.com').finally(() => first.stop());

    process.stdout.write(`  inserting ${PROGRAMS} programs and ${CLIENTS} clients ... `);
    const planIds = await fill(database, (db) => insertPrograms(db, coach.accountId));
    console.log('done');

    const server = await startServer(database);
    const base = server.url;
    const runs = [];
    try {
      runs.push(
        await measure('GET /api/plans/{id}/public', `${base}/api/plans/${planIds[1]}/public`),
        await measure(
          'GET /api/coach/plans (active)',
          `${base}/api/coach/plans?tab=active`,
          coach.headers,
        ),
        await measure(
          'GET /api/coach/plans (attention)',
          `${base}/api/coach/plans?tab=attention`,
          coach.headers,
        ),
      );
    } finally {
      await server.stop();
    }
    return [...runs, await measureBaseline(database, coach)];
  });
}

runBench(main);
