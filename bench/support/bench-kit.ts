/**
 * What every load bench shares: a fresh database of each kind asked for (BENCH_DB), the
 * verdicts against the goals, the summary, and a clean exit.
 */
import { createBenchDatabase, type BenchDatabase } from './databases.ts';
import { CONNECTIONS, DATABASES, ROUNDS, SECONDS, type DatabaseKind } from './settings.ts';
import { comparisonLines, summaryHeading } from './side-by-side.ts';
import { reportVerdicts, type Verdict } from './verdicts.ts';

/**
 * Runs `bench` once per database kind, each on a database of its own, dropped afterwards; then
 * prints every comparison again and the verdicts of all.
 */
export async function forEachDatabase(
  bench: (database: BenchDatabase) => Promise<Verdict[]>,
  kinds: DatabaseKind[] = DATABASES,
): Promise<void> {
  console.log(
    `Server and one-query baseline side by side on the same database, load alternating between ` +
      `them: ${ROUNDS} x (${SECONDS} s server, ${SECONDS} s baseline) per target.\n` +
      `autocannon in a process of its own, ${CONNECTIONS} connections, loopback, the web app's headers.`,
  );
  const verdicts: Verdict[] = [];
  for (const kind of kinds) {
    const database = await createBenchDatabase(kind);
    try {
      console.log(`\n${database.label}:`);
      summaryHeading(`${database.label}:`);
      verdicts.push(...(await bench(database)));
    } finally {
      await database.dispose();
    }
  }
  console.log(`\nSummary:\n${comparisonLines().join('\n')}`);
  reportVerdicts(verdicts);
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
