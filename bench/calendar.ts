/**
 * `npm run bench:calendar`: a client's calendar, side by side with the one-query baseline, on
 * PGlite and on PostgreSQL (BENCH_DB): reading a month (the month view, 35 days), a week in
 * full (the day and week views), and saving one set's result (each save a new value, checked
 * for personal records against the client's history of that exercise; compared with the
 * baseline's one-UPDATE write).
 *
 * Three clients show how it grows: one following one program for a year, one following three
 * programs for a year, and one following them for four years (the Fixed Length program, 104
 * weeks at most, for one), each with every set of each day's first block logged.
 *
 * For each database: starts the server as `npm start` runs it on a fresh database, signs up a
 * coach and the clients and creates the three programs over HTTP; stops it and inserts the
 * training, the memberships and the results; starts the server and the baseline side by side
 * and alternates the load between them. Prints both sides' figures, the growth, and PASS/FAIL
 * against the goals (support/goals.ts). Bounded: 8 targets x (2 warm-ups and 2 x BENCH_ROUNDS
 * slices of BENCH_SECONDS), plus start-ups and inserts.
 */
import { forEachDatabase, runBench } from './support/bench-kit.ts';
import {
  analyze,
  dayFromToday,
  followPrograms,
  FOUR_YEARS_AGO,
  insertCalendarPrograms,
  todaysSets,
  YEAR_AGO,
} from './support/calendar-data.ts';
import { signUpClient, signUpCoach, type Client, type Coach } from './support/coach.ts';
import { fill } from './support/fill.ts';
import { GOALS } from './support/goals.ts';
import { autocannonLoad } from './support/load.ts';
import { startServer } from './support/server-process.ts';
import { baselineWrites, setSaves } from './support/set-save-loop.ts';
import { CONNECTIONS } from './support/settings.ts';
import {
  baselineUrl,
  compare,
  printGrowth,
  sideBySide,
  type Comparison,
} from './support/side-by-side.ts';
import { growthVerdict, shareVerdict, type Verdict } from './support/verdicts.ts';

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

/** Who is measured: the data sizes, as clients of one database. */
const CLIENTS = {
  one: '1 program, 1 year',
  three: '3 programs, 1 year',
  history: '3 programs, 4 years',
} as const;
type Who = keyof typeof CLIENTS;

async function main() {
  await forEachDatabase(async (database) => {
    const first = await startServer(database);
    let coach: Coach;
    const clients = {} as Record<Who, Client>;
    const planIds: number[] = [];
    try {
      coach = await signUpCoach(first.url, 'bench@example.com');
      for (const who of Object.keys(CLIENTS) as Who[]) {
        clients[who] = await signUpClient(first.url, `client-${who}@example.com`);
      }
      for (const plan of PROGRAMS) planIds.push(await createPlan(first.url, coach, plan));
    } finally {
      await first.stop();
    }
    const [dated, sessions, fixed] = planIds as [number, number, number];
    process.stdout.write(
      "  inserting 3 programs (up to 5 years of days) and the clients' results ... ",
    );
    const started = Date.now();
    const sets = await fill(database, async (db) => {
      await insertCalendarPrograms(db, planIds);
      const follow = (who: Who, follows: Array<{ planId: number; since: string }>) =>
        followPrograms(db, {
          accountId: coach.accountId,
          clientEmail: clients[who].email,
          follows,
        });
      await follow('one', [{ planId: dated, since: YEAR_AGO }]);
      await follow(
        'three',
        planIds.map((planId) => ({ planId, since: YEAR_AGO })),
      );
      await follow('history', [
        { planId: dated, since: FOUR_YEARS_AGO },
        { planId: sessions, since: FOUR_YEARS_AGO },
        { planId: fixed, since: YEAR_AGO },
      ]);
      await analyze(db);
      return todaysSets(db, dated, CONNECTIONS);
    });
    console.log(`${((Date.now() - started) / 1000).toFixed(0)} s`);

    const month = `user/calendar?from=${dayFromToday(-14)}&to=${dayFromToday(20)}`;
    const week = `user/calendar/days?from=${dayFromToday(0)}&to=${dayFromToday(6)}`;
    const results = { month: {}, week: {}, save: {} } as Record<
      'month' | 'week' | 'save',
      Partial<Record<Who, Comparison>>
    >;
    await sideBySide(database, async (pair) => {
      const api = `${pair.server.url}/api`;
      const read = autocannonLoad(baselineUrl(pair), coach.web);
      for (const who of Object.keys(CLIENTS) as Who[]) {
        const headers = clients[who].web;
        results.month[who] = await compare(
          pair,
          `GET user/calendar, a month view of 5 weeks (${CLIENTS[who]})`,
          autocannonLoad(`${api}/${month}`, headers),
          read,
        );
        results.week[who] = await compare(
          pair,
          `GET user/calendar/days, a week in full (${CLIENTS[who]})`,
          autocannonLoad(`${api}/${week}`, headers),
          read,
        );
      }
      for (const who of ['three', 'history'] as const) {
        results.save[who] = await compare(
          pair,
          `PUT user/training/sets, one set's result (${CLIENTS[who]})`,
          setSaves(
            sets.map((set) => `${api}/user/training/sets/${set}`),
            clients[who].web,
          ),
          baselineWrites(pair.baseline.url, coach.web),
          'session query + one UPDATE by primary key',
        );
      }
    });

    const db = database.label;
    const verdicts: Verdict[] = [];
    const sized = (of: Partial<Record<Who, Comparison>>) =>
      (Object.keys(of) as Who[]).map((who): [string, Comparison] => [CLIENTS[who], of[who]!]);
    printGrowth('GET user/calendar (month)', sized(results.month));
    printGrowth('GET user/calendar/days (week)', sized(results.week));
    printGrowth('PUT user/training/sets', sized(results.save));
    const { month: m, week: w, save: s } = results;
    verdicts.push(
      shareVerdict(db, `calendar month, ${CLIENTS.three}`, m.three!, GOALS.calendarMonth),
      shareVerdict(db, `calendar week, ${CLIENTS.three}`, w.three!, GOALS.calendarWeek),
      growthVerdict(
        db,
        'calendar month, 4 years against 1',
        m.three!,
        m.history!,
        GOALS.flatInHistory,
      ),
      growthVerdict(
        db,
        'calendar week, 4 years against 1',
        w.three!,
        w.history!,
        GOALS.flatInHistory,
      ),
      growthVerdict(
        db,
        'calendar month, 3 programs against 1',
        m.one!,
        m.three!,
        GOALS.flatInPrograms,
      ),
      growthVerdict(
        db,
        'calendar week, 3 programs against 1',
        w.one!,
        w.three!,
        GOALS.flatInPrograms,
      ),
      shareVerdict(db, `set save, ${CLIENTS.three}`, s.three!, GOALS.setSave),
      shareVerdict(db, `set save, ${CLIENTS.history}`, s.history!, GOALS.setSave),
      growthVerdict(db, 'set save, 4 years against 1', s.three!, s.history!, GOALS.flatInHistory),
    );
    return verdicts;
  });
}

runBench(main);
