/**
 * Saves measured as a coach's builder makes them: each of CONNECTIONS loops edits a day of its
 * own and saves it with the version it got back (a static autocannon body would conflict after
 * the first save). Runs in the bench's process, the server in its own.
 */
import { CONNECTIONS, SECONDS, WARMUP_SECONDS } from './settings.ts';
import type { Run } from './load.ts';

type Day = { key: { date: string }; blocks: unknown[] };

export async function measureSaves(
  label: string,
  url: string,
  headers: Record<string, string>,
  days: Day[],
): Promise<Run> {
  process.stdout.write(`  ${label}: ${WARMUP_SECONDS} s warm-up, ${SECONDS} s measured ... `);
  const versions = days.map(() => 1);
  const loop = async (index: number, until: number, latencies: number[] | null) => {
    let bad = 0;
    while (Date.now() < until) {
      const started = performance.now();
      const response = await fetch(url, {
        method: 'PUT',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ days: [{ ...days[index], version: versions[index] }] }),
      });
      const body = (await response.json()) as { days?: { version: number }[] };
      if (!response.ok || !body.days) {
        bad++;
        continue;
      }
      versions[index] = body.days[0]!.version;
      latencies?.push(performance.now() - started);
    }
    return bad;
  };
  const loops = (seconds: number, latencies: number[] | null) => {
    const until = Date.now() + seconds * 1000;
    return Promise.all(days.slice(0, CONNECTIONS).map((_, i) => loop(i, until, latencies)));
  };
  await loops(WARMUP_SECONDS, null);
  const latencies: number[] = [];
  const bad = (await loops(SECONDS, latencies)).reduce((a, b) => a + b, 0);
  console.log('done');
  latencies.sort((a, b) => a - b);
  const at = (q: number) => Math.round(latencies[Math.floor(q * (latencies.length - 1))] ?? 0);
  return {
    label,
    rps: latencies.length / SECONDS,
    p50: at(0.5),
    p99: at(0.99),
    total: latencies.length,
    bad,
  };
}
