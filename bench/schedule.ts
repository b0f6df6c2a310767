/**
 * `npm run bench:schedule`: a program with a year of training (365 days x 3 blocks x 6 exercises):
 * reading one week and one month of its schedule, saving a day edited in the builder, and
 * cloning the whole program (its year of training copied in one transaction), side by side
 * with the one-query baseline, on PGlite and on PostgreSQL (BENCH_DB).
 *
 * For each database: starts the server as `npm start` runs it on a fresh database, signs up one
 * coach and creates a Group Rolling Calendar program over HTTP; stops it and inserts the year;
 * starts it and the baseline side by side and compares the reads (autocannon in its own process)
 * and the saves (from this process; the baseline's one-UPDATE write) with the baseline, the load
 * alternating between them; then times five clones. No goal of issue 24 is measured here.
 * Bounded: 3 targets x (2 warm-ups and 2 x BENCH_ROUNDS slices of BENCH_SECONDS), plus
 * start-ups, inserts and the clones.
 */
import { forEachDatabase, runBench } from './support/bench-kit.ts';
import { signUpCoach } from './support/coach.ts';
import { fill } from './support/fill.ts';
import { autocannonLoad } from './support/load.ts';
import { measureClones } from './support/clone-loop.ts';
import { daySaves } from './support/save-loop.ts';
import { DAYS, insertYearOfTraining, YEAR_START } from './support/schedule-data.ts';
import { startServer } from './support/server-process.ts';
import { baselineWrites } from './support/set-save-loop.ts';
import { baselineUrl, compare, sideBySide } from './support/side-by-side.ts';
import { CONNECTIONS } from './support/settings.ts';

async function createPlan(base: string, headers: Record<string, string>) {
  const response = await fetch(`${base}/api/coach/plans`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ plan: { plan_type: 'one_many', title: 'A year of strength' } }),
  });
  if (!response.ok) throw new Error(`create plan: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { id: number }).id;
}

const dateAfter = (days: number) =>
  new Date(Date.parse(`${YEAR_START}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function main() {
  await forEachDatabase(async (database) => {
    const first = await startServer(database);
    let coach;
    let planId;
    try {
      coach = await signUpCoach(first.url, 'bench@example.com');
      planId = await createPlan(first.url, coach.headers);
    } finally {
      await first.stop();
    }
    process.stdout.write(`  inserting ${DAYS} days of training ... `);
    const exerciseIds = await fill(database, (db) => insertYearOfTraining(db, planId));
    console.log('done');

    // Days after the year, one per save loop, each holding what a builder day holds.
    const saveDays = Array.from({ length: CONNECTIONS }, (_, i) => ({
      key: { date: dateAfter(DAYS + 7 + i) },
      blocks: [0, 1, 2].map((b) => ({
        kind: 'training',
        title: `Block ${b + 1}`,
        exercises: exerciseIds.map((id) => ({
          exercise_id: id,
          sets: [{ reps: { min: 8, max: 10 }, weight: { kg: { min: 80 }, unit: 'kg' } }],
        })),
      })),
    }));
    await sideBySide(database, async (pair) => {
      const schedule = `${pair.server.url}/api/coach/plans/${planId}/schedule`;
      for (const day of saveDays) {
        const created = await fetch(schedule, {
          method: 'PUT',
          headers: { ...coach.headers, 'content-type': 'application/json' },
          body: JSON.stringify({ days: [{ ...day, version: 0 }] }),
        });
        if (!created.ok) throw new Error(`first save: ${created.status} ${await created.text()}`);
      }
      const baseline = autocannonLoad(baselineUrl(pair), coach.web);
      for (const [label, to] of [
        ['GET schedule, one week', 146],
        ['GET schedule, one month', 170],
      ] as const) {
        const url = `${schedule}?from=${dateAfter(140)}&to=${dateAfter(to)}`;
        await compare(pair, label, autocannonLoad(url, coach.web), baseline);
      }
      await compare(
        pair,
        'PUT schedule, one day edited',
        daySaves(schedule, coach.web, saveDays),
        baselineWrites(pair.baseline.url, coach.web),
        'session query + one UPDATE by primary key',
      );
      // Last: each clone adds a year of training to the database.
      const clones = await measureClones(
        'POST clone, a year of training',
        `${pair.server.url}/api/coach/plans/${planId}/clone`,
        coach.headers,
      );
      console.log(
        `    ${clones.label}: p50 ${clones.p50} ms, p99 ${clones.p99} ms ` +
          `(${clones.total} clones, ${clones.bad} failed)`,
      );
    });
    return [];
  });
}

runBench(main);
