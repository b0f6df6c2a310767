/**
 * `npm run bench:schedule`: a program with a year of training (365 days x 3 blocks x 6 exercises):
 * reading one week and one month of its schedule, saving a day edited in the builder, and
 * cloning the whole program (its year of training copied in one transaction), beside
 * the one-query baseline, on PGlite and on PostgreSQL (BENCH_DB).
 *
 * For each database: starts the server as `npm start` runs it on a fresh database, signs up one
 * coach and creates a Group Rolling Calendar program over HTTP; stops it and inserts the year;
 * starts it again and measures the reads with autocannon in its own process and the saves from
 * this process; then measures the baseline. Bounded: per database, three warm-ups and three runs
 * of BENCH_SECONDS (default 10, at most 60) plus start-ups and inserts.
 */
import { forEachDatabase, measureBaseline, runBench } from './support/bench-kit.ts';
import { signUpCoach } from './support/coach.ts';
import { fill } from './support/fill.ts';
import { measure } from './support/load.ts';
import { measureClones } from './support/clone-loop.ts';
import { measureSaves } from './support/save-loop.ts';
import { DAYS, insertYearOfTraining, YEAR_START } from './support/schedule-data.ts';
import { startServer } from './support/server-process.ts';
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

    const server = await startServer(database);
    const schedule = `${server.url}/api/coach/plans/${planId}/schedule`;
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
    const runs = [];
    try {
      for (const day of saveDays) {
        const created = await fetch(schedule, {
          method: 'PUT',
          headers: { ...coach.headers, 'content-type': 'application/json' },
          body: JSON.stringify({ days: [{ ...day, version: 0 }] }),
        });
        if (!created.ok) throw new Error(`first save: ${created.status} ${await created.text()}`);
      }
      runs.push(
        await measure(
          'GET schedule, one week',
          `${schedule}?from=${dateAfter(140)}&to=${dateAfter(146)}`,
          coach.headers,
        ),
        await measure(
          'GET schedule, one month',
          `${schedule}?from=${dateAfter(140)}&to=${dateAfter(170)}`,
          coach.headers,
        ),
        await measureSaves('PUT schedule, one day edited', schedule, coach.headers, saveDays),
        // Last: each clone adds a year of training to the database.
        await measureClones(
          'POST clone, a year of training',
          `${server.url}/api/coach/plans/${planId}/clone`,
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
