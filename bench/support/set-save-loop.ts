/**
 * A client logging sets as the calendar does: each of CONNECTIONS loops saves one set again and
 * again with a new value each time (the same value again would be a no-op the server skips), so
 * each save is written and checked for personal records. Runs in the bench's process, the
 * server in its own.
 */
import { CONNECTIONS, SECONDS, WARMUP_SECONDS } from './settings.ts';
import type { Run } from './load.ts';

export async function measureSetSaves(
  label: string,
  urls: string[],
  headers: Record<string, string>,
): Promise<Run> {
  process.stdout.write(`  ${label}: ${WARMUP_SECONDS} s warm-up, ${SECONDS} s measured ... `);
  let counter = 0;
  const loop = async (url: string, until: number, latencies: number[] | null) => {
    let bad = 0;
    while (Date.now() < until) {
      const reps = 1 + (counter++ % 30);
      const started = performance.now();
      const response = await fetch(url, {
        method: 'PUT',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ values: { weight_kg: 80 + (reps % 7) * 2.5, reps } }),
      });
      await response.arrayBuffer();
      if (!response.ok) bad++;
      else latencies?.push(performance.now() - started);
    }
    return bad;
  };
  const loops = (seconds: number, latencies: number[] | null) => {
    const until = Date.now() + seconds * 1000;
    return Promise.all(urls.slice(0, CONNECTIONS).map((url) => loop(url, until, latencies)));
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
