/**
 * `npm run bench:users-me`: GET /api/users/me for a coach with the headers the web app sends
 * (Client-Timezone among them), side by side with the one-query baseline, on PGlite and on
 * PostgreSQL (BENCH_DB), at two sizes: the coach alone, then the coach with 10,000 clients'
 * memberships in 100 programs.
 *
 * For each database: starts the server as `npm start` runs it on a fresh database and signs up
 * one coach over HTTP; stops it; per size, starts the server and the baseline side by side and
 * alternates the load between them (support/side-by-side.ts); between sizes both stop and the
 * data is inserted directly. Prints both sides' figures, the growth, and PASS/FAIL against the
 * goal (support/goals.ts). Bounded: per size, 2 warm-ups and 2 x BENCH_ROUNDS slices of
 * BENCH_SECONDS, plus start-ups and inserts.
 */
import { forEachDatabase, runBench } from './support/bench-kit.ts';
import { signUpCoach } from './support/coach.ts';
import { fill } from './support/fill.ts';
import { GOALS } from './support/goals.ts';
import { autocannonLoad } from './support/load.ts';
import { insertPrograms } from './support/program-data.ts';
import { startServer } from './support/server-process.ts';
import {
  baselineUrl,
  compare,
  printGrowth,
  sideBySide,
  summaryHeading,
  type Comparison,
} from './support/side-by-side.ts';
import { shareVerdict, type Verdict } from './support/verdicts.ts';

const MEMBERSHIPS = 10_000;

async function main() {
  await forEachDatabase(async (database) => {
    const first = await startServer(database);
    const coach = await signUpCoach(first.url, 'bench@example.com').finally(() => first.stop());
    const goal = GOALS.usersMe[database.kind];
    const verdicts: Verdict[] = [];
    const sizes: Array<[string, Comparison]> = [];

    const measureAt = async (size: string) => {
      console.log(`  ${size}:`);
      summaryHeading(`  ${size}:`);
      const comparison = await sideBySide(database, (pair) =>
        compare(
          pair,
          'GET /api/users/me (coach, with Client-Timezone)',
          autocannonLoad(`${pair.server.url}/api/users/me`, coach.web),
          autocannonLoad(baselineUrl(pair), coach.web),
        ),
      );
      sizes.push([size, comparison]);
      verdicts.push(shareVerdict(database.label, `users/me, ${size}`, comparison, goal));
    };

    await measureAt('the coach alone');
    process.stdout.write(`  inserting 100 programs and ${MEMBERSHIPS} clients' memberships ... `);
    await fill(database, (db) =>
      insertPrograms(db, coach.accountId, { programs: 100, clients: MEMBERSHIPS }),
    );
    console.log('done');
    await measureAt(`${MEMBERSHIPS} memberships`);
    printGrowth('GET /api/users/me', sizes);
    return verdicts;
  });
}

runBench(main);
