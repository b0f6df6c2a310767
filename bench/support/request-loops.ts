/**
 * Writes measured from the bench's process when each request depends on the last (a static
 * autocannon body cannot do that): `loops` loops send one request after another.
 * `send(loop)` answers whether the request succeeded.
 */
import { CONNECTIONS } from './settings.ts';
import type { Workload } from './load.ts';

type Send = (loop: number) => Promise<boolean>;

async function runLoops(send: Send, loops: number, seconds: number) {
  const latencies: number[] = [];
  let bad = 0;
  const until = Date.now() + seconds * 1000;
  const started = performance.now();
  const loop = async (index: number) => {
    while (Date.now() < until) {
      const sent = performance.now();
      if (await send(index)) latencies.push(performance.now() - sent);
      else bad++;
    }
  };
  await Promise.all(Array.from({ length: loops }, (_, i) => loop(i)));
  latencies.sort((a, b) => a - b);
  const at = (q: number) => Math.round(latencies[Math.floor(q * (latencies.length - 1))] ?? 0);
  const elapsed = (performance.now() - started) / 1000;
  return { requests: latencies.length, seconds: elapsed, p50: at(0.5), p99: at(0.99), bad };
}

/** The loops as one target of a side-by-side comparison. */
export function loopLoad(send: Send, loops = CONNECTIONS): Workload {
  return (seconds) => runLoops(send, loops, seconds);
}
