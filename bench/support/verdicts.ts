/**
 * PASS/FAIL lines against the goals (support/goals.ts): printed by each bench at its end, and
 * appended as JSON lines to BENCH_VERDICTS_FILE when set (bench:goals collects them).
 */
import fs from 'node:fs';
import type { GrowthGoal, ShareGoal } from './goals.ts';
import type { Comparison } from './side-by-side.ts';

export type Verdict = {
  database: string;
  what: string;
  goal: string;
  measured: string;
  pass: boolean;
};

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const times = (x: number) => `${x.toFixed(2)}x`;

/** The server's share of the baseline's req/s and its p99 over the baseline's. */
export function shareVerdict(
  database: string,
  what: string,
  comparison: Comparison,
  goal: ShareGoal,
): Verdict {
  const { share, p99Ratio, server } = comparison;
  const parts: string[] = [];
  const measured: string[] = [];
  let pass = server.bad === 0;
  if (goal.share > 0) {
    parts.push(`>= ${pct(goal.share)} of baseline req/s`);
    measured.push(pct(share));
    pass &&= share >= goal.share;
  }
  if (goal.p99 !== undefined) {
    parts.push(`p99 <= ${goal.p99}x`);
    measured.push(`p99 ${times(p99Ratio)}`);
    pass &&= p99Ratio <= goal.p99;
  }
  if (server.bad > 0) measured.push(`${server.bad} failed`);
  if (comparison.cpuShare !== null) measured.push(`(CPU share ${pct(comparison.cpuShare)})`);
  return { database, what, goal: parts.join(', '), measured: measured.join(', '), pass };
}

/** The server against itself: `large` (more data) compared with `small`. */
export function growthVerdict(
  database: string,
  what: string,
  small: Comparison,
  large: Comparison,
  goal: GrowthGoal,
): Verdict {
  const rps = large.server.rps / Math.max(small.server.rps, 1e-9);
  const p99 = large.server.p99 / Math.max(small.server.p99, 1e-9);
  const parts = [`req/s >= ${times(goal.rps)}`];
  const measured = [`req/s ${times(rps)}`];
  let pass = rps >= goal.rps && large.server.bad === 0 && small.server.bad === 0;
  if (goal.p99 !== undefined) {
    parts.push(`p99 <= ${times(goal.p99)}`);
    measured.push(`p99 ${times(p99)}`);
    pass &&= p99 <= goal.p99;
  }
  return { database, what, goal: parts.join(', '), measured: measured.join(', '), pass };
}

export function verdictTable(verdicts: Verdict[]): string {
  const w = (pick: (v: Verdict) => string) => Math.max(...verdicts.map((v) => pick(v).length));
  const [wd, ww, wg] = [w((v) => v.database), w((v) => v.what), w((v) => v.goal)];
  return verdicts
    .map(
      (v) =>
        `  ${v.pass ? 'PASS' : 'FAIL'}  ${v.database.padEnd(wd)}  ${v.what.padEnd(ww)}  ` +
        `${v.goal.padEnd(wg)}  measured ${v.measured}`,
    )
    .join('\n');
}

/** Prints the verdicts and hands them to bench:goals when it runs this bench. */
export function reportVerdicts(verdicts: Verdict[]) {
  if (verdicts.length === 0) return;
  console.log(`\nGoals (issue 24):\n${verdictTable(verdicts)}`);
  const file = process.env.BENCH_VERDICTS_FILE;
  if (file) {
    fs.appendFileSync(file, verdicts.map((v) => JSON.stringify(v) + '\n').join(''));
  }
}
