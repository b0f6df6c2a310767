/** The load generator: autocannon's own command line, in a process of its own. */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { CONNECTIONS, SECONDS, WARMUP_SECONDS } from './settings.ts';

export type Run = {
  label: string;
  rps: number;
  p50: number;
  p99: number;
  total: number;
  /** Answers that were not 2xx, errors and timeouts. */
  bad: number;
  /** The one-query baseline the other runs are compared with. */
  baseline?: boolean;
};

type AutocannonResult = {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
};

const cli = path.join(
  path.dirname(createRequire(import.meta.url).resolve('autocannon/package.json')),
  'autocannon.js',
);

/** Runs autocannon for `seconds` and returns its JSON result. No Accept-Encoding is sent. */
function autocannon(url: string, headers: Record<string, string>, seconds: number) {
  const args = [cli, '-j', '-n', '-c', String(CONNECTIONS), '-d', String(seconds), url];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  return new Promise<AutocannonResult>((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited with ${code}: ${err}`));
      try {
        resolve(JSON.parse(out) as AutocannonResult);
      } catch {
        reject(new Error(`autocannon printed no result: ${out}${err}`));
      }
    });
  });
}

/** A warm-up the figures leave out, then the measured run. */
export async function measure(
  label: string,
  url: string,
  headers: Record<string, string> = {},
): Promise<Run> {
  process.stdout.write(`  ${label}: ${WARMUP_SECONDS} s warm-up, ${SECONDS} s measured ... `);
  await autocannon(url, headers, WARMUP_SECONDS);
  const result = await autocannon(url, headers, SECONDS);
  console.log('done');
  return {
    label,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    bad: result.non2xx + result.errors + result.timeouts,
  };
}
