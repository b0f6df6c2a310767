/**
 * Writes measured from the bench's process when each request depends on the last (a static
 * autocannon body cannot do that): `loops` loops send one request after another, a warm-up the
 * figures leave out, then SECONDS measured. `send(loop)` answers whether the request succeeded.
 */
import { CONNECTIONS, SECONDS, WARMUP_SECONDS } from './settings.ts';
import type { Run } from './load.ts';

export async function measureLoops(
  label: string,
  send: (loop: number) => Promise<boolean>,
  loops = CONNECTIONS,
): Promise<Run> {
  process.stdout.write(`  ${label}: ${WARMUP_SECONDS} s warm-up, ${SECONDS} s measured ... `);
  const loop = async (index: number, until: number, latencies: number[] | null) => {
    let bad = 0;
    while (Date.now() < until) {
      const started = performance.now();
      if (await send(index)) latencies?.push(performance.now() - started);
      else bad++;
    }
    return bad;
  };
  const run = (seconds: number, latencies: number[] | null) => {
    const until = Date.now() + seconds * 1000;
    return Promise.all(Array.from({ length: loops }, (_, i) => loop(i, until, latencies)));
  };
  await run(WARMUP_SECONDS, null);
  const latencies: number[] = [];
  const bad = (await run(SECONDS, latencies)).reduce((a, b) => a + b, 0);
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
