/**
 * `npm run bench:programs`: the coach's programs list (GET /api/coach/plans, the active and the
 * attention tabs) and a public program page (GET /api/plans/{id}/public), side by side with the
 * one-query baseline, on PGlite and on PostgreSQL (BENCH_DB), at 500 programs with 5,000
 * clients and at 5,000 programs with 50,000 clients.
 *
 * For each database: starts the server as `npm start` runs it on a fresh database and signs up
 * one coach over HTTP; stops it; per size, inserts the data directly, then starts the server
 * and the baseline side by side and alternates the load between them. Prints both sides'
 * figures, the growth, and PASS/FAIL against the goals (support/goals.ts): the list's share at
 * 500 programs, and no cliff at 5,000. Under bench:goals (BENCH_GOALS_ONLY) the public page,
 * which no goal reads, is left out. Bounded: per size, 3 targets x (2 warm-ups and 2 x
 * BENCH_ROUNDS slices of BENCH_SECONDS), plus start-ups and inserts.
 */
import { forEachDatabase, runBench } from './support/bench-kit.ts';
import { signUpCoach } from './support/coach.ts';
import { fill } from './support/fill.ts';
import { GOALS } from './support/goals.ts';
import { autocannonLoad } from './support/load.ts';
import { CLIENTS_PER_PROGRAM, insertPrograms } from './support/program-data.ts';
import { startServer } from './support/server-process.ts';
import { GOALS_ONLY } from './support/settings.ts';
import {
  baselineUrl,
  compare,
  printGrowth,
  sideBySide,
  summaryHeading,
  type Comparison,
} from './support/side-by-side.ts';
import { growthVerdict, shareVerdict, type Verdict } from './support/verdicts.ts';

const SIZES = [500, 5000];
const TABS = ['active', 'attention'] as const;

async function main() {
  await forEachDatabase(async (database) => {
    const first = await startServer(database);
    const coach = await signUpCoach(first.url, 'bench@example.com').finally(() => first.stop());
    const { authorization: _, ...signedOut } = coach.web;
    const verdicts: Verdict[] = [];
    const lists = new Map<string, Array<[string, Comparison]>>(TABS.map((tab) => [tab, []]));
    const publicPages: Array<[string, Comparison]> = [];
    let planIds: number[] = [];
    let had = { programs: 0, clients: 0 };

    for (const programs of SIZES) {
      const clients = programs * CLIENTS_PER_PROGRAM;
      const size = `${programs} programs, ${clients} clients`;
      process.stdout.write(`  inserting up to ${size} ... `);
      const added = await fill(database, (db) =>
        insertPrograms(db, coach.accountId, {
          programs: programs - had.programs,
          clients: clients - had.clients,
          from: had,
        }),
      );
      planIds = [...planIds, ...added];
      had = { programs, clients };
      console.log('done');
      console.log(`  ${size}:`);
      summaryHeading(`  ${size}:`);
      await sideBySide(database, async (pair) => {
        const baseline = autocannonLoad(baselineUrl(pair), coach.web);
        for (const tab of TABS) {
          const comparison = await compare(
            pair,
            `GET /api/coach/plans (${tab})`,
            autocannonLoad(`${pair.server.url}/api/coach/plans?tab=${tab}`, coach.web),
            baseline,
          );
          lists.get(tab)!.push([size, comparison]);
        }
        if (GOALS_ONLY) return;
        publicPages.push([
          size,
          await compare(
            pair,
            'GET /api/plans/{id}/public (signed out)',
            autocannonLoad(`${pair.server.url}/api/plans/${planIds[1]}/public`, signedOut),
            baseline,
          ),
        ]);
      });
    }

    for (const tab of TABS) {
      const [[smallSize, small], [, large]] = lists.get(tab)! as [
        [string, Comparison],
        [string, Comparison],
      ];
      printGrowth(`GET /api/coach/plans (${tab})`, lists.get(tab)!);
      verdicts.push(
        shareVerdict(
          database.label,
          `programs list (${tab}), ${smallSize}`,
          small,
          GOALS.programsList,
        ),
        growthVerdict(
          database.label,
          `programs list (${tab}), ${SIZES[1]} programs against ${SIZES[0]}`,
          small,
          large,
          GOALS.programsNoCliff,
        ),
      );
    }
    printGrowth('GET /api/plans/{id}/public', publicPages);
    return verdicts;
  });
}

runBench(main);
