/**
 * A load process's loop: `count` calls, `concurrency` at a time, each timed; and how the bench
 * runs such a process and reads its figures.
 */
import fs from 'node:fs';
import path from 'node:path';
import { runNodeForJson } from './processes.ts';
import { ROOT } from './settings.ts';

export type CallFigures = {
  /** From the first call sent to the last answer, in seconds. */
  seconds: number;
  /** Milliseconds, of the calls that succeeded, sorted. */
  latencies: number[];
  failures: string[];
};

export async function timedCalls(
  count: number,
  concurrency: number,
  call: (index: number) => Promise<void>,
): Promise<CallFigures> {
  const latencies: number[] = [];
  const failures: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      const started = performance.now();
      try {
        await call(index);
        latencies.push(performance.now() - started);
      } catch (error) {
        failures.push((error as Error).message);
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  const seconds = (performance.now() - started) / 1000;
  return { seconds, latencies: latencies.sort((a, b) => a - b), failures };
}

/** A load process's entry: reads its input from the file named first, prints its figures. */
export async function loadProcessMain<T>(work: (input: T) => Promise<CallFigures>) {
  const input = JSON.parse(fs.readFileSync(process.argv[2]!, 'utf8')) as T;
  const figures = await work(input);
  process.stdout.write(JSON.stringify(figures));
}

/** Runs `script` (a load process of bench/support) in a process of its own with `input`. */
export function runLoadProcess(script: string, input: unknown, dir: string): Promise<CallFigures> {
  const file = path.join(dir, `${path.basename(script, '.ts')}-input.json`);
  fs.writeFileSync(file, JSON.stringify(input));
  const args = ['--import', 'tsx', path.join(import.meta.dirname, script), file];
  return runNodeForJson<CallFigures>(script, args, ROOT);
}

/** `label   12.3 per s   p50   40 ms   p99  120 ms   (500 in 40.6 s, 0 failed)`. */
export function figuresLine(label: string, unit: string, figures: CallFigures, width: number) {
  const { latencies, seconds, failures } = figures;
  const at = (q: number) => Math.round(latencies[Math.floor(q * (latencies.length - 1))] ?? 0);
  const rate = latencies.length / seconds;
  return (
    `  ${label.padEnd(width)} ${rate.toFixed(1).padStart(7)} ${unit}/s   ` +
    `p50 ${String(at(0.5)).padStart(5)} ms   p99 ${String(at(0.99)).padStart(5)} ms   ` +
    `(${latencies.length} in ${seconds.toFixed(1)} s, ${failures.length} failed)`
  );
}
