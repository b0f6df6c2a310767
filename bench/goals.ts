/**
 * `npm run bench:goals`: the benches that measure issue 24's goals, one after another on
 * PostgreSQL, each in a process of its own (users-me, programs, calendar, builder, public-page;
 * BENCH_GOALS names a subset, comma-separated), then one PASS/FAIL table of every goal.
 *
 * Bounded: BENCH_SECONDS defaults to 4 here (slices of 4 s), and the benches leave out their
 * targets that no goal reads (BENCH_GOALS_ONLY), to keep a full run near 15 minutes on the
 * 2-core machine. A bench that fails to run is a FAIL row of its own.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './support/settings.ts';
import { verdictTable, type Verdict } from './support/verdicts.ts';

const ALL = ['users-me', 'programs', 'calendar', 'builder', 'public-page'];
const SCRIPTS: Record<string, string> = { builder: 'builder-open.ts' };

const chosen = process.env.BENCH_GOALS?.split(',').map((name) => name.trim()) ?? ALL;
for (const name of chosen) {
  if (!ALL.includes(name))
    throw new Error(`BENCH_GOALS: no goal bench '${name}' (${ALL.join(', ')})`);
}

function run(name: string, verdictsFile: string): Promise<number | null> {
  const script = path.join(import.meta.dirname, SCRIPTS[name] ?? `${name}.ts`);
  const child = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), [script], {
    cwd: ROOT,
    stdio: 'inherit',
    env: {
      ...process.env,
      BENCH_DB: 'postgres',
      BENCH_SECONDS: process.env.BENCH_SECONDS ?? '4',
      BENCH_VERDICTS_FILE: verdictsFile,
      BENCH_GOALS_ONLY: '1',
    },
  });
  return new Promise((resolve) => child.on('exit', resolve));
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forma-bench-goals-'));
  const file = path.join(dir, 'verdicts.jsonl');
  fs.writeFileSync(file, '');
  const timings: string[] = [];
  const failedToRun: Verdict[] = [];
  const started = Date.now();
  for (const name of chosen) {
    console.log(`\n==== bench:${name} ====\n`);
    const t0 = Date.now();
    const code = await run(name, file);
    timings.push(`${name} ${((Date.now() - t0) / 1000).toFixed(0)} s`);
    if (code !== 0) {
      failedToRun.push({
        database: 'PostgreSQL',
        what: `bench:${name}`,
        goal: 'runs to its end',
        measured: `exited with ${code}`,
        pass: false,
      });
    }
  }
  const verdicts = [
    ...fs
      .readFileSync(file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Verdict),
    ...failedToRun,
  ];
  fs.rmSync(dir, { recursive: true, force: true });
  const passed = verdicts.filter((v) => v.pass).length;
  console.log(
    `\n==== Issue 24's goals: ${passed} of ${verdicts.length} PASS ` +
      `(${((Date.now() - started) / 60_000).toFixed(1)} min: ${timings.join(', ')}; ` +
      `load average ${os
        .loadavg()
        .map((x) => x.toFixed(1))
        .join(' / ')}) ====\n`,
  );
  console.log(verdictTable(verdicts));
}

await main();
