/**
 * Clones of a program timed one after the other from the bench's process (each makes a new
 * program, so a fixed-duration load run would only measure a growing database).
 */
import type { Run } from './load.ts';

export const CLONES = 5;

export async function measureClones(
  label: string,
  url: string,
  headers: Record<string, string>,
): Promise<Run> {
  process.stdout.write(`  ${label}: ${CLONES} clones ... `);
  const latencies: number[] = [];
  let bad = 0;
  for (let i = 0; i < CLONES; i++) {
    const started = performance.now();
    const response = await fetch(url, { method: 'POST', headers });
    await response.arrayBuffer();
    if (response.status === 201) latencies.push(performance.now() - started);
    else bad++;
  }
  console.log('done');
  latencies.sort((a, b) => a - b);
  const total = latencies.reduce((a, b) => a + b, 0);
  const at = (q: number) => Math.round(latencies[Math.floor(q * (latencies.length - 1))] ?? 0);
  return {
    label,
    rps: latencies.length ? (latencies.length * 1000) / total : 0,
    p50: at(0.5),
    p99: at(0.99),
    total: latencies.length,
    bad,
  };
}
