/**
 * The server and the one-query baseline running side by side on the same data, and the load
 * sent to them in alternating slices (server, baseline, server, baseline ...), so that both see
 * the same machine: another process's burst lands on both, and the share holds on a busy machine.
 *
 * Per slice it reads the CPU the Node process used (with its descendants: tsx starts the program
 * in a child) and, on PostgreSQL, the CPU of that process's backends (named by their
 * application_name). On PGlite the database runs inside the server's process.
 */
import fs from 'node:fs';
import path from 'node:path';
import { startBaseline } from './baseline.ts';
import { BackendWatch, backendCpuMs, treeCpuMs } from './cpu.ts';
import type { BenchDatabase } from './databases.ts';
import type { Slice, Workload } from './load.ts';
import { startServer, type ServerProcess } from './server-process.ts';
import { ROUNDS, SECONDS, WARMUP_SECONDS } from './settings.ts';

const SERVER_APP = 'forma-bench-server';
const BASELINE_APP = 'forma-bench-baseline';

export type Pair = {
  database: BenchDatabase;
  server: ServerProcess;
  baseline: ServerProcess;
  watch: BackendWatch | null;
};

/** One side's figures over its slices. */
export type Figures = {
  /** Requests answered over the seconds measured, all slices together. */
  rps: number;
  /** The median of the slices' p50 and p99 (one slice hit by a burst does not decide). */
  p50: number;
  p99: number;
  requests: number;
  bad: number;
  /** CPU milliseconds per request: the Node process, and its PostgreSQL backends (null on PGlite). */
  nodeMs: number;
  pgMs: number | null;
  /** Some slice got no answer: p50 and p99 are lower bounds (the slice's length). */
  atLeast: boolean;
};

export type Comparison = {
  label: string;
  server: Figures;
  baseline: Figures;
  /** The server's req/s over the baseline's. */
  share: number;
  /** Each round's share (server slice over the baseline slice after it): how steady it was. */
  shares: number[];
  p99Ratio: number;
  /**
   * The baseline's CPU per request (Node + PostgreSQL) over the server's: the share the server
   * would reach if CPU were all that limited both. Steadier than the req/s share on a
   * saturated machine. Null when the server answered nothing.
   */
  cpuShare: number | null;
};

const withAppName = (url: string, name: string) => {
  const named = new URL(url);
  named.searchParams.set('application_name', name);
  return named.toString();
};

/**
 * Starts the server and the baseline on `database` (stopped databases only: on PGlite the
 * baseline gets a copy of the server's directory, made now), runs `work`, stops both.
 */
export async function sideBySide<T>(
  database: BenchDatabase,
  work: (pair: Pair) => Promise<T>,
): Promise<T> {
  let baselineWhere: { databaseUrl?: string; pgliteDir?: string };
  if (database.databaseUrl) {
    baselineWhere = { databaseUrl: withAppName(database.databaseUrl, BASELINE_APP) };
  } else {
    const copy = path.join(database.dataDir, 'baseline-db');
    fs.rmSync(copy, { recursive: true, force: true });
    fs.cpSync(path.join(database.dataDir, 'db'), copy, { recursive: true });
    baselineWhere = { pgliteDir: copy };
  }
  const server = await startServer(
    database,
    database.databaseUrl ? { DATABASE_URL: withAppName(database.databaseUrl, SERVER_APP) } : {},
  );
  let baseline: ServerProcess | undefined;
  let watch: BackendWatch | null = null;
  try {
    baseline = await startBaseline(database, baselineWhere);
    if (database.databaseUrl) watch = await BackendWatch.open(database.databaseUrl);
    return await work({ database, server, baseline, watch });
  } finally {
    await watch?.close();
    await baseline?.stop();
    await server.stop();
  }
}

type Measured = Slice & { nodeMs: number; pgMs: number };

/** Longest wait for a side to finish what a slice left in flight. */
const SETTLE_MS = 15_000;

/**
 * Waits until the side has finished the requests a slice left in flight (autocannon stops on
 * time, the server does not): its backends idle and its Node process using under a fifth of a
 * core. Otherwise a slow server would still be working while the baseline is measured.
 */
async function settle(pair: Pair, side: 'server' | 'baseline', app: string) {
  const deadline = Date.now() + SETTLE_MS;
  let before = treeCpuMs(pair[side].pid);
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const now = treeCpuMs(pair[side].pid);
    const busy = now - before > 20 || (pair.watch ? (await pair.watch.active(app)) > 0 : false);
    before = now;
    if (!busy) return;
  }
}

async function slice(
  pair: Pair,
  side: 'server' | 'baseline',
  load: Workload,
  seconds: number,
): Promise<Measured> {
  const pid = pair[side].pid;
  const app = side === 'server' ? SERVER_APP : BASELINE_APP;
  const nodeBefore = treeCpuMs(pid);
  const pgBefore = await pair.watch?.sample(app);
  const figures = await load(seconds);
  // The CPU of requests still in flight at the slice's end counts too (their answers do not).
  await settle(pair, side, app);
  const nodeMs = treeCpuMs(pid) - nodeBefore;
  const pgAfter = await pair.watch?.sample(app);
  const pgMs = pgBefore && pgAfter ? backendCpuMs(pgBefore, pgAfter) : 0;
  return { ...figures, nodeMs, pgMs };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/**
 * A slice with no answer says only that the answers take longer than the slice: its p50 and p99
 * count as the slice's length, a lower bound (`atLeast`).
 */
function figures(measured: Measured[], postgres: boolean): Figures {
  const slices = measured.map((s) =>
    s.requests > 0 ? s : { ...s, p50: s.seconds * 1000, p99: s.seconds * 1000 },
  );
  const requests = slices.reduce((sum, s) => sum + s.requests, 0);
  const seconds = slices.reduce((sum, s) => sum + s.seconds, 0);
  const per = (ms: number) => (requests > 0 ? ms / requests : 0);
  return {
    rps: requests / seconds,
    p50: median(slices.map((s) => s.p50)),
    p99: median(slices.map((s) => s.p99)),
    requests,
    bad: slices.reduce((sum, s) => sum + s.bad, 0),
    nodeMs: per(slices.reduce((sum, s) => sum + s.nodeMs, 0)),
    pgMs: postgres ? per(slices.reduce((sum, s) => sum + s.pgMs, 0)) : null,
    atLeast: measured.some((s) => s.requests === 0),
  };
}

const printed: string[] = [];

/** Lines printed so far by `compare` and `printGrowth`, for a bench's summary. */
export const comparisonLines = () => printed;

/** A heading in the summary (the database, a data size). */
export const summaryHeading = (line: string) => printed.push(line);

/**
 * Warms both up (WARMUP_SECONDS each, left out), then ROUNDS rounds of a SECONDS slice on the
 * server and one on the baseline; prints and answers both sides' figures.
 */
export async function compare(
  pair: Pair,
  label: string,
  server: Workload,
  baseline: Workload,
  baselineLabel = 'one session query',
): Promise<Comparison> {
  process.stdout.write(
    `  ${label}: warm-up, then ${ROUNDS} x (${SECONDS} s server, ${SECONDS} s baseline) ... `,
  );
  await server(WARMUP_SECONDS);
  await baseline(WARMUP_SECONDS);
  const onServer: Measured[] = [];
  const onBaseline: Measured[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    onServer.push(await slice(pair, 'server', server, SECONDS));
    onBaseline.push(await slice(pair, 'baseline', baseline, SECONDS));
  }
  console.log('done');
  const postgres = pair.watch !== null;
  const result: Comparison = {
    label,
    server: figures(onServer, postgres),
    baseline: figures(onBaseline, postgres),
    share: 0,
    shares: onServer.map(
      (s, i) =>
        s.requests / s.seconds / Math.max(onBaseline[i]!.requests / onBaseline[i]!.seconds, 1e-9),
    ),
    p99Ratio: 0,
    cpuShare: null,
  };
  result.share = result.server.rps / Math.max(result.baseline.rps, 1e-9);
  result.p99Ratio = result.server.p99 / Math.max(result.baseline.p99, 1);
  const cpu = (f: Figures) => f.nodeMs + (f.pgMs ?? 0);
  result.cpuShare =
    result.server.requests > 0 && cpu(result.server) > 0
      ? cpu(result.baseline) / cpu(result.server)
      : null;
  const lines = describe(result, baselineLabel);
  for (const line of lines) console.log(line);
  printed.push(...lines);
  return result;
}

function sideLine(name: string, f: Figures) {
  const none = f.requests === 0;
  const cpu = (ms: number) => (none ? '-' : `${ms.toFixed(2)} ms`);
  const pg = f.pgMs === null ? 'in process' : cpu(f.pgMs);
  const ms = (value: number) =>
    `${f.atLeast ? '>=' : '  '}${String(Math.round(value)).padStart(5)} ms`;
  return (
    `      ${name.padEnd(9)}${f.rps.toFixed(f.rps < 10 ? 1 : 0).padStart(7)} req/s   p50 ${ms(f.p50)}` +
    `   p99 ${ms(f.p99)}   CPU/request: node ${cpu(f.nodeMs)}, ` +
    `PostgreSQL ${pg}   (${f.requests} requests, ${f.bad} failed)`
  );
}

function describe(c: Comparison, baselineLabel: string): string[] {
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
  const low = Math.min(...c.shares);
  const high = Math.max(...c.shares);
  const cpuRatio = c.cpuShare === null ? '' : `; CPU share ${pct(c.cpuShare)}`;
  return [
    `    ${c.label}`,
    sideLine('server', c.server),
    sideLine('baseline', c.baseline) + `   [${baselineLabel}]`,
    `      share ${pct(c.share)} of the baseline's req/s (rounds ${pct(low)} to ${pct(high)}), ` +
      `p99 ${c.p99Ratio.toFixed(2)}x the baseline's${cpuRatio}`,
  ];
}

/** How the server's figures grow from one data size to the next (printed, and for a summary). */
export function printGrowth(label: string, sizes: Array<[string, Comparison]>) {
  const [first, ...rest] = sizes;
  if (!first) return;
  const lines = [`    ${label}, as the data grows (server against itself; share of the baseline):`];
  for (const [size, c] of sizes) {
    const ratio =
      c === first[1]
        ? ''
        : `   req/s ${(c.server.rps / Math.max(first[1].server.rps, 1e-9)).toFixed(2)}x, ` +
          `p99 ${(c.server.p99 / Math.max(first[1].server.p99, 1)).toFixed(2)}x of ${first[0]}'s`;
    lines.push(
      `      ${size.padEnd(34)} ${c.server.rps.toFixed(0).padStart(6)} req/s  p99 ` +
        `${String(Math.round(c.server.p99)).padStart(5)} ms  share ${(c.share * 100).toFixed(1)}%${ratio}`,
    );
  }
  if (rest.length === 0) return;
  for (const line of lines) console.log(line);
  printed.push(...lines);
}

/** The baseline's GET: the session lookup, as `users/me` starts. */
export const baselineUrl = (pair: Pair) => `${pair.baseline.url}/api/users/me`;
