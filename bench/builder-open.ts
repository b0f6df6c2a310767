/**
 * `npm run bench:builder`: a program with a year of training (365 days x 3 blocks x 6 exercises
 * x 4 sets) opened in the schedule builder in Chromium, for each calendar shape: the time from
 * the navigation (or the click) to the first week's blocks on screen, the API requests it took,
 * and moving to the next week and back.
 *
 * Uses the existing web build (web/dist; builds it when there is none). Per database (BENCH_DB,
 * both by default): starts the server as `npm start` runs it, signs up a coach and creates the
 * programs over HTTP; stops it and inserts the years; starts it again; signs in with the form in
 * Chromium (`/usr/bin/chromium`), then per program one unreported run and BENCH_RUNS runs (default
 * 5): a new window (empty cache) opens the builder, moves to the next week and back, opens it
 * again (a reload: the code from the cache), then opens it from the program's 'Start programming'
 * step (in the app). Prints the machine's load average beside each program's times, and PASS
 * or FAIL against the goal (support/goals.ts). A bench, not a test: it exits 0 whatever the
 * figures.
 */
import os from 'node:os';
import { chromium, type Browser } from '@playwright/test';
import { addDays } from '@forma/contract/programs/days';
import { PLAN_TYPE_LABELS } from '@forma/contract/programs/programs.rules';
import { runBench } from './support/bench-kit.ts';
import { BENCH_PASSWORD, signUpCoach } from './support/coach.ts';
import { createBenchDatabase, type BenchDatabase } from './support/databases.ts';
import { fill } from './support/fill.ts';
import { clickTimed, navigate, newWindow } from './support/builder-page.ts';
import { signIn, type SignedIn } from './support/browser-session.ts';
import { builderVerdict, printProgram, summaryLine, type Runs } from './support/builder-report.ts';
import { insertYearOfTraining, type YearStart } from './support/schedule-data.ts';
import { startServer } from './support/server-process.ts';
import { databaseKinds } from './support/settings.ts';
import { reportVerdicts, type Verdict } from './support/verdicts.ts';
import { ensureWebBuild } from './support/web-build.ts';

const RUNS = Math.min(20, Math.max(1, Number(process.env.BENCH_RUNS) || 5));
const DATABASES = databaseKinds(process.env.BENCH_DB);
/** A full week of the bench's year: 7 days x 3 blocks. */
const WEEK_BLOCKS = 21;
const EMAIL = 'builder-bench@example.com';

/** Today's Monday in UTC (the browser runs on UTC): dated years start four weeks before it. */
function thisMonday(): string {
  const today = new Date().toISOString().slice(0, 10);
  return addDays(today, -((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7));
}

type Program = { label: string; plan: Record<string, unknown>; first: YearStart };

const PROGRAMS: Program[] = [
  {
    label: PLAN_TYPE_LABELS.one_many,
    plan: { plan_type: 'one_many' },
    first: { date: addDays(thisMonday(), -28) },
  },
  { label: PLAN_TYPE_LABELS.membership, plan: { plan_type: 'membership' }, first: 'week 1' },
  {
    label: `${PLAN_TYPE_LABELS.fixed}, 52 weeks`,
    plan: { plan_type: 'fixed', length_weeks: 52 },
    first: 'week 1',
  },
];

async function createPlan(base: string, headers: Record<string, string>, program: Program) {
  const response = await fetch(`${base}/api/coach/plans`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ plan: { ...program.plan, title: `A year: ${program.label}` } }),
  });
  if (!response.ok) throw new Error(`create plan: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { id: number }).id;
}

/**
 * One run: a new window opens the builder, moves a week on and back, reloads, and comes from the
 * program.
 */
async function measureRun(browser: Browser, signedIn: SignedIn, base: string, planId: number) {
  const path = `/coach/programs/${planId}/schedule`;
  const window = await newWindow(browser, signedIn, base);
  try {
    const button = (name: string) => window.page.getByRole('button', { name, exact: true });
    const cold = await navigate(window, path, WEEK_BLOCKS);
    const next = await clickTimed(window, button('Next week'), WEEK_BLOCKS, cold.days);
    const back = await clickTimed(window, button('Previous week'), WEEK_BLOCKS, next.days);
    const reload = await navigate(window, path, WEEK_BLOCKS);
    await window.page.goto(`/coach/programs/edit/${planId}/schedule`);
    const link = window.page.getByRole('link', { name: 'Open the schedule builder' });
    const inApp = await clickTimed(window, link, WEEK_BLOCKS, []);
    return { cold, next, back, reload, inApp };
  } finally {
    await window.close();
  }
}

/** A run left out of the figures (the server's first answers are slow), then RUNS runs. */
async function measureProgram(browser: Browser, signedIn: SignedIn, base: string, planId: number) {
  await measureRun(browser, signedIn, base, planId);
  const runs: Runs = { cold: [], reload: [], inApp: [], next: [], back: [] };
  for (let run = 0; run < RUNS; run++) {
    const steps = await measureRun(browser, signedIn, base, planId);
    for (const key of Object.keys(runs) as (keyof Runs)[]) runs[key].push(steps[key]);
  }
  return runs;
}

/** Fills a database with the programs and measures each; answers the summary's lines. */
async function benchDatabase(
  browser: Browser,
  database: BenchDatabase,
  verdicts: Verdict[],
): Promise<string[]> {
  const first = await startServer(database);
  const planIds: number[] = [];
  try {
    const coach = await signUpCoach(first.url, EMAIL);
    for (const program of PROGRAMS)
      planIds.push(await createPlan(first.url, coach.headers, program));
  } finally {
    await first.stop();
  }
  process.stdout.write(`  inserting a year of training in ${PROGRAMS.length} programs ... `);
  await fill(database, async (db) => {
    for (const [i, program] of PROGRAMS.entries()) {
      await insertYearOfTraining(db, planIds[i]!, program.first);
    }
  });
  console.log('done');

  const server = await startServer(database);
  try {
    const signedIn = await signIn(browser, server.url, EMAIL, BENCH_PASSWORD);
    const lines: string[] = [];
    for (const [i, program] of PROGRAMS.entries()) {
      const runs = await measureProgram(browser, signedIn, server.url, planIds[i]!);
      const load = os.loadavg();
      printProgram(program.label, runs, load);
      lines.push(summaryLine(database.label, program.label, runs, load));
      verdicts.push(builderVerdict(database.label, program.label, runs, load));
    }
    return lines;
  } finally {
    await server.stop();
  }
}

async function main() {
  ensureWebBuild();
  console.log(
    `Chromium, 1440x900, ${RUNS} runs per program; times from the navigation (or the click) ` +
      `to the week's ${WEEK_BLOCKS} blocks on screen, in the page's own clock.`,
  );
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  const summary: string[] = [];
  const verdicts: Verdict[] = [];
  try {
    for (const kind of DATABASES) {
      const database = await createBenchDatabase(kind);
      try {
        console.log(`\n${database.label}:`);
        summary.push(...(await benchDatabase(browser, database, verdicts)));
      } finally {
        await database.dispose();
      }
    }
  } finally {
    await browser.close();
  }
  console.log(`\nSummary (medians):\n${summary.join('\n')}`);
  reportVerdicts(verdicts);
}

runBench(main);
