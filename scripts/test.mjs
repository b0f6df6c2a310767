#!/usr/bin/env node
// `npm test`: lint, typecheck, unit and API tests (PGlite, and PostgreSQL when TEST_DATABASE_URL
// is set), web component tests, then the Playwright journeys when Debian's Chromium is installed.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'forma-test-reports-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];
const flaky = [];

const timings = [];
const seconds = (since) => Math.round((Date.now() - since) / 1000);

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  timings.push(`${label}: ${seconds(started)} s`);
  if (result.status !== 0) failedSteps.push(label);
  return result.status === 0;
}

/**
 * The static checks (each tool single-threaded) run side by side, as many at once as the machine
 * has cores; each one's output is printed whole when it ends, so the log stays readable.
 */
async function runChecks(checks) {
  console.log(`\n=== lint and typecheck (${checks.length} checks, side by side) ===`);
  const started = Date.now();
  const queue = [...checks];
  const worker = async () => {
    for (let check = queue.shift(); check; check = queue.shift()) {
      const [label, command, ...args] = check;
      const checkStarted = Date.now();
      const child = spawn(command, args, { cwd: root, env: process.env });
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      const status = await new Promise((resolve) => child.on('close', resolve));
      console.log(
        `\n--- ${label}: ${status === 0 ? 'passed' : 'FAILED'} (${seconds(checkStarted)} s)`,
      );
      if (output.trim()) console.log(output.trimEnd());
      if (status !== 0) failedSteps.push(label);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, os.cpus().length) }, worker));
  timings.push(`lint and typecheck: ${seconds(started)} s`);
}

function countVitest(file) {
  if (!fs.existsSync(file)) return;
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
}

/**
 * Vitest's default is one worker per core but one; on a two-core machine that is a single
 * worker. Each test file keeps its state in its own worker (and, on PostgreSQL, its own copy of
 * the run's template database, made in turn: server/test/test-app.ts), so two run side by side.
 */
const sideBySide = `--maxWorkers=${Math.max(2, os.availableParallelism() - 1)}`;

function vitest(label, projects, env = {}, extra = []) {
  const out = path.join(reports, `${label.replace(/\W+/g, '-')}.json`);
  const args = ['vitest', 'run', ...projects.flatMap((p) => ['--project', p]), ...extra];
  run(
    label,
    'npx',
    [...args, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`],
    env,
  );
  countVitest(out);
}

/**
 * The journeys, in shards side by side on a machine with cores to spare (a browser takes about
 * two; on two cores one shard is faster): each shard has its own server, port and fresh demo data
 * (e2e/playwright.config.ts keys them by E2E_PORT), so no journey sees another's changes, and
 * its output is printed with its number as it comes. A journey that fails once and passes on its
 * retry is named in the summary as flaky, so it is seen and made sturdier.
 */
async function journeys() {
  const label = 'browser journeys (Playwright, Chromium)';
  const shards = Number(
    process.env.E2E_SHARDS ?? Math.max(1, Math.floor(os.availableParallelism() / 4)),
  );
  console.log(`\n=== ${label}, ${shards} shards side by side ===`);
  const started = Date.now();
  const results = await Promise.all(
    Array.from({ length: shards }, async (_, index) => {
      const out = path.join(reports, `e2e-${index + 1}.json`);
      const args = ['playwright', 'test', '-c', 'e2e/playwright.config.ts'];
      if (shards > 1) args.push(`--shard=${index + 1}/${shards}`);
      const child = spawn('npx', args, {
        cwd: root,
        env: {
          ...process.env,
          PLAYWRIGHT_JSON_OUTPUT_NAME: out,
          E2E_PORT: String(3210 + index),
        },
      });
      const prefix = shards > 1 ? `[${index + 1}/${shards}] ` : '';
      for (const stream of [child.stdout, child.stderr]) {
        let rest = '';
        stream.on('data', (chunk) => {
          const lines = (rest + chunk).split('\n');
          rest = lines.pop() ?? '';
          for (const line of lines) console.log(prefix + line);
        });
        stream.on('end', () => rest && console.log(prefix + rest));
      }
      const status = await new Promise((resolve) => child.on('close', resolve));
      return { status, out };
    }),
  );
  timings.push(`${label}: ${seconds(started)} s`);
  if (results.some((result) => result.status !== 0)) failedSteps.push(label);
  for (const { out } of results) {
    if (!fs.existsSync(out)) continue;
    const report = JSON.parse(fs.readFileSync(out, 'utf8'));
    totals.passed += report.stats.expected + report.stats.flaky;
    totals.failed += report.stats.unexpected;
    totals.skipped += report.stats.skipped;
    flaky.push(...flakyJourneys(report.suites));
  }
}

/** Titles of the journeys that passed only on their retry. */
function flakyJourneys(suites, trail = []) {
  return suites.flatMap((suite) => [
    ...flakyJourneys(suite.suites ?? [], [...trail, suite.title]),
    ...(suite.specs ?? [])
      .filter((spec) => spec.tests.some((test) => test.status === 'flaky'))
      .map((spec) => [...trail, suite.title, spec.title].filter(Boolean).join(' › ')),
  ]);
}

const tsc = (project) => [`typecheck ${project}`, 'npx', 'tsc', '-p', project];
await runChecks([
  ['eslint', 'npx', 'eslint', '.'],
  tsc('web'),
  tsc('server'),
  ['prettier', 'npx', 'prettier', '--check', '.'],
  tsc('contract'),
  tsc('stripe-sandbox'),
  tsc('e2e'),
  tsc('bench'),
]);
/**
 * Each API test runs once per run where a second run proves nothing new (README, "Tests"). With
 * PostgreSQL (CI): the whole API suite runs on it, and PGlite, which `npm start` serves, gets the
 * migrations (the global setup), every endpoint called once (the authorization matrix's
 * `TEST_SCOPE=once`), the bad-input property test and the journeys. Without it: all on PGlite.
 */
if (process.env.TEST_DATABASE_URL) {
  vitest('API tests (PostgreSQL)', ['server'], { TEST_DB: 'postgres' }, [sideBySide]);
  vitest(
    'unit tests, and on PGlite: migrations, every endpoint once, bad input',
    ['contract', 'stripe-sandbox', 'server'],
    { TEST_DB: 'pglite', TEST_SCOPE: 'once' },
    [sideBySide],
  );
} else {
  vitest(
    'unit and API tests (PGlite)',
    ['contract', 'stripe-sandbox', 'server'],
    { TEST_DB: 'pglite' },
    [sideBySide],
  );
  console.log('\nTEST_DATABASE_URL is not set: the API tests ran on PGlite only.');
}
vitest('web component tests', ['web', 'web-isolated'], {}, [sideBySide]);

const chromium = '/usr/bin/chromium';
if (fs.existsSync(chromium)) {
  if (run('build the web app', 'npm', ['run', 'build'])) await journeys();
} else {
  console.log('\n' + '!'.repeat(78));
  console.log('!! SKIPPED: the Playwright browser journeys, because /usr/bin/chromium is missing.');
  console.log("!! Install Debian's Chromium to run them:  sudo apt-get install -y chromium");
  console.log('!'.repeat(78));
}

console.log(`\nTimes: ${timings.join('; ')}`);
if (flaky.length) console.log(`\nFlaky journeys (passed on their retry):\n  ${flaky.join('\n  ')}`);
console.log(`\nFailed steps: ${failedSteps.length ? failedSteps.join(', ') : 'none'}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps.length ? 1 : 0);
