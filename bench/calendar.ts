/**
 * `npm run bench:calendar`: a client following three programs with two years of training each
 * and a year of their results: reading a month of their calendar (the month view), a week in
 * full (the day and week views), and saving one set's result (each save a new value, checked
 * for personal records against a year of that exercise's results), beside the one-query baseline,
 * on PGlite and on PostgreSQL (BENCH_DB).
 *
 * For each database: starts the server as `npm start` runs it on a fresh database, signs up a
 * coach and a client and creates the three programs over HTTP; stops it and inserts the
 * training, the memberships and the results; starts it again and measures with autocannon in
 * its own process; then measures the baseline.
 */
import { forEachDatabase, measureBaseline, runBench } from './support/bench-kit.ts';
import { insertCalendarData, todaysSets } from './support/calendar-data.ts';
import { signUpClient, signUpCoach, type Coach } from './support/coach.ts';
import { fill } from './support/fill.ts';
import { measure } from './support/load.ts';
import { startServer } from './support/server-process.ts';
import { measureSetSaves } from './support/set-save-loop.ts';
import { CONNECTIONS } from './support/settings.ts';

const PROGRAMS = [
  { plan_type: 'one_many', title: 'Group strength' },
  { plan_type: 'membership', title: 'Session by session' },
  { plan_type: 'fixed', title: 'Two-year block', length_weeks: 104 },
];

async function createPlan(base: string, coach: Coach, plan: object) {
  const response = await fetch(`${base}/api/coach/plans`, {
    method: 'POST',
    headers: { ...coach.headers, 'content-type': 'application/json' },
    body: JSON.stringify({ plan }),
  });
  if (!response.ok) throw new Error(`create plan: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { id: number }).id;
}

const today = () => new Date().toISOString().slice(0, 10);
const dayFrom = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function main() {
  await forEachDatabase(async (database) => {
    const first = await startServer(database);
    let coach;
    let client;
    const planIds: number[] = [];
    try {
      coach = await signUpCoach(first.url, 'bench@example.com');
      client = await signUpClient(first.url, 'client@example.com');
      for (const plan of PROGRAMS) planIds.push(await createPlan(first.url, coach, plan));
    } finally {
      await first.stop();
    }
    process.stdout.write('  inserting 3 programs x 730 days and a year of results ... ');
    const sets = await fill(database, async (db) => {
      await insertCalendarData(db, {
        accountId: coach.accountId,
        planIds,
        clientEmail: client.email,
      });
      return todaysSets(db, planIds[0]!, CONNECTIONS);
    });
    console.log('done');

    const server = await startServer(database);
    const api = `${server.url}/api`;
    const runs = [];
    try {
      runs.push(
        await measure(
          'GET user/calendar, a month view of 5 weeks',
          `${api}/user/calendar?from=${dayFrom(-14)}&to=${dayFrom(20)}`,
          client.headers,
        ),
        await measure(
          'GET user/calendar/days, a week in full',
          `${api}/user/calendar/days?from=${today()}&to=${dayFrom(6)}`,
          client.headers,
        ),
        await measureSetSaves(
          "PUT user/training/sets, one set's result",
          sets.map((set) => `${api}/user/training/sets/${set}`),
          client.headers,
        ),
      );
    } finally {
      await server.stop();
    }
    return [...runs, await measureBaseline(database, coach)];
  });
}

runBench(main);
