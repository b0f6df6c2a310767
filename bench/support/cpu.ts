/**
 * CPU time from /proc: of a process and its descendants (the server runs under tsx, which starts
 * the program in a child), and of the PostgreSQL backends a process's pool opened (found by
 * their application_name in pg_stat_activity; the postgres server runs on this machine).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import pg from 'pg';

const TICK_MS = 1000 / Number(execFileSync('getconf', ['CLK_TCK']).toString().trim() || 100);

type Stat = { ppid: number; ms: number };

/** utime + stime of one process (fields 14 and 15, after the command's closing parenthesis). */
function readStat(pid: number): Stat | null {
  try {
    const text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(fields[1]), ms: (Number(fields[11]) + Number(fields[12])) * TICK_MS };
  } catch {
    return null;
  }
}

/** CPU milliseconds used so far by `root` and every process below it. */
export function treeCpuMs(root: number): number {
  const stats = new Map<number, Stat>();
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const stat = readStat(Number(name));
    if (stat) stats.set(Number(name), stat);
  }
  const children = new Map<number, number[]>();
  for (const [pid, stat] of stats)
    children.set(stat.ppid, [...(children.get(stat.ppid) ?? []), pid]);
  let total = 0;
  const queue = [root];
  while (queue.length > 0) {
    const pid = queue.pop()!;
    total += stats.get(pid)?.ms ?? 0;
    queue.push(...(children.get(pid) ?? []));
  }
  return total;
}

/** CPU so far per backend pid of the connections named `applicationName`. */
export type BackendCpu = Map<number, number>;

/** Reads the backends of a process's pool through a connection of the bench's own. */
export class BackendWatch {
  private readonly client: pg.Client;
  private constructor(client: pg.Client) {
    this.client = client;
  }

  static async open(databaseUrl: string): Promise<BackendWatch> {
    const url = new URL(databaseUrl);
    url.searchParams.set('application_name', 'forma-bench-watch');
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    return new BackendWatch(client);
  }

  async sample(applicationName: string): Promise<BackendCpu> {
    const { rows } = await this.client.query<{ pid: number }>(
      'select pid from pg_stat_activity where application_name = $1 and datname = current_database()',
      [applicationName],
    );
    return new Map(rows.map((row) => [row.pid, readStat(row.pid)?.ms ?? 0]));
  }

  /** How many of the named backends are running a statement now. */
  async active(applicationName: string): Promise<number> {
    const { rows } = await this.client.query<{ n: number }>(
      "select count(*)::int as n from pg_stat_activity where application_name = $1 and state = 'active'",
      [applicationName],
    );
    return rows[0]?.n ?? 0;
  }

  close() {
    return this.client.end();
  }
}

/** CPU the backends used between two samples (a backend that closed meanwhile is not counted). */
export function backendCpuMs(before: BackendCpu, after: BackendCpu): number {
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  return total;
}
