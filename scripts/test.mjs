#!/usr/bin/env node
// `npm test`: lint, typecheck, unit and API tests (PGlite, and PostgreSQL when TEST_DATABASE_URL
// is set), web component tests, then the Playwright journeys when Debian's Chromium is installed.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'forma-test-reports-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) failedSteps.push(label);
  return result.status === 0;
}

function countVitest(file) {
  if (!fs.existsSync(file)) return;
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
}

function vitest(label, projects, env = {}) {
  const out = path.join(reports, `${label.replace(/\W+/g, '-')}.json`);
  const args = ['vitest', 'run', ...projects.flatMap((p) => ['--project', p])];
  run(
    label,
    'npx',
    [...args, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`],
    env,
  );
  countVitest(out);
}

run('lint', 'npm', ['run', 'lint']);
run('typecheck', 'npm', ['run', 'typecheck']);
vitest('unit and API tests (PGlite)', ['contract', 'server'], { TEST_DB: 'pglite' });
if (process.env.TEST_DATABASE_URL) {
  vitest('API tests (PostgreSQL)', ['server'], { TEST_DB: 'postgres' });
} else {
  console.log('\nTEST_DATABASE_URL is not set: the API tests ran on PGlite only.');
}
vitest('web component tests', ['web']);

const chromium = '/usr/bin/chromium';
if (fs.existsSync(chromium)) {
  const out = path.join(reports, 'e2e.json');
  if (run('build the web app', 'npm', ['run', 'build'])) {
    run(
      'browser journeys (Playwright, Chromium)',
      'npx',
      ['playwright', 'test', '-c', 'e2e/playwright.config.ts'],
      {
        PLAYWRIGHT_JSON_OUTPUT_NAME: out,
      },
    );
    if (fs.existsSync(out)) {
      const stats = JSON.parse(fs.readFileSync(out, 'utf8')).stats;
      totals.passed += stats.expected + stats.flaky;
      totals.failed += stats.unexpected;
      totals.skipped += stats.skipped;
    }
  }
} else {
  console.log('\n' + '!'.repeat(78));
  console.log('!! SKIPPED: the Playwright browser journeys, because /usr/bin/chromium is missing.');
  console.log("!! Install Debian's Chromium to run them:  sudo apt-get install -y chromium");
  console.log('!'.repeat(78));
}

console.log(`\nFailed steps: ${failedSteps.length ? failedSteps.join(', ') : 'none'}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps.length ? 1 : 0);
