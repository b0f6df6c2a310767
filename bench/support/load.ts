/**
 * The load generator: autocannon's own command line, in a process of its own for each slice of
 * a side-by-side comparison.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { runNodeForJson } from './processes.ts';
import { CONNECTIONS } from './settings.ts';

/** Timed calls outside a comparison (the schedule bench's clones). */
export type Run = {
  label: string;
  rps: number;
  p50: number;
  p99: number;
  total: number;
  /** Answers that were not 2xx, errors and timeouts. */
  bad: number;
};

/** One slice of load on one target. */
export type Slice = {
  requests: number;
  seconds: number;
  p50: number;
  p99: number;
  /** Answers that were not 2xx, errors and timeouts. */
  bad: number;
};

/** Sends load to one target for `seconds` and answers its figures. */
export type Workload = (seconds: number) => Promise<Slice>;

type AutocannonResult = {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  duration: number;
  non2xx: number;
  errors: number;
  timeouts: number;
};

const cli = path.join(
  path.dirname(createRequire(import.meta.url).resolve('autocannon/package.json')),
  'autocannon.js',
);

/** A request slower than this counts as failed (autocannon's own default is 10 s). */
const TIMEOUT_SECONDS = 30;

/** Runs autocannon for `seconds` and returns its JSON result. */
function autocannon(url: string, headers: Record<string, string>, seconds: number) {
  const args = [cli, '-j', '-n', '-c', String(CONNECTIONS), '-d', String(seconds)];
  args.push('-t', String(TIMEOUT_SECONDS), url);
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  return runNodeForJson<AutocannonResult>('autocannon', args);
}

/** GETs of `url` with `headers`, CONNECTIONS at a time. */
export function autocannonLoad(url: string, headers: Record<string, string>): Workload {
  return async (seconds) => {
    const result = await autocannon(url, headers, seconds);
    return {
      requests: result.requests.total,
      seconds: result.duration || seconds,
      p50: result.latency.p50,
      p99: result.latency.p99,
      bad: result.non2xx + result.errors + result.timeouts,
    };
  };
}
