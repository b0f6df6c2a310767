/**
 * What every load bench shares: a fresh database of each kind asked for (BENCH_DB), the one-query
 * baseline measured in the same run, the report, and a clean exit.
 */
import { startBaseline } from './baseline.ts';
import type { Coach } from './coach.ts';
import { createBenchDatabase, type BenchDatabase } from './databases.ts';
import { measure, type Run } from './load.ts';
import { CONNECTIONS, DATABASES, SECONDS } from './settings.ts';

export type { Run };

/** Runs `bench` once per database kind, each on a database of its own, dropped afterwards. */
export async function forEachDatabase(
  bench: (database: BenchDatabase) => Promise<Run[]>,
): Promise<void> {
  console.log(
    `autocannon, ${CONNECTIONS} connections, ${SECONDS} s per target, loopback, no Accept-Encoding; ` +
      `server, baseline and load generator each in a process of their own.`,
  );
  const summary: string[] = [];
  for (const kind of DATABASES) {
    const database = await createBenchDatabase(kind);
    try {
      console.log(`\n${database.label}:`);
      const runs = await bench(database);
      summary.push(...report(database.label, runs));
    } finally {
      await database.dispose();
    }
  }
  if (DATABASES.length > 1) console.log(`\nSummary:\n${summary.join('\n')}`);
}

/**
 * The baseline: a bare Fastify process doing only the session lookup, on the same data. Start
 * it once the server is stopped (PGlite: one process at a time holds the database).
 */
export async function measureBaseline(database: BenchDatabase, coach: Coach): Promise<Run> {
  const baseline = await startBaseline(database);
  try {
    const run = await measure(
      'baseline: bare Fastify, one session query',
      `${baseline.url}/api/users/me`,
      coach.headers,
    );
    return { ...run, baseline: true };
  } finally {
    await baseline.stop();
  }
}

/** Prints each run and its share of the baseline; fails on any failed answer. */
function report(label: string, runs: Run[]): string[] {
  const baseline = runs.find((run) => run.baseline);
  const width = Math.max(...runs.map((run) => run.label.length)) + 2;
  const lines = runs.map((run) => {
    const share =
      baseline && run !== baseline
        ? `   ${((run.rps / baseline.rps) * 100).toFixed(1)}% of baseline`
        : '';
    return (
      `  ${run.label.padEnd(width)} ${run.rps.toFixed(0).padStart(6)} req/s   ` +
      `p50 ${String(run.p50).padStart(4)} ms   p99 ${String(run.p99).padStart(4)} ms   ` +
      `(${run.total} requests, ${run.bad} failed)${share}`
    );
  });
  console.log('');
  for (const line of lines) console.log(line);
  if (runs.some((run) => run.bad > 0)) {
    throw new Error(`${label}: some answers were not 2xx, so the figures above are not valid`);
  }
  return lines.map((line) => `  ${label.padEnd(11)}${line.trimStart()}`);
}

export function runBench(main: () => Promise<void>) {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
