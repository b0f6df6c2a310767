/** Child processes of a bench: started in their own process group, awaited, always stopped. */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { HOST, ROOT } from './settings.ts';

export type BenchProcess = {
  pid: number;
  /** Resolves once the process has exited. */
  exited: Promise<number | null>;
  logFile: string;
  stop(): Promise<void>;
};

const running = new Set<ChildProcess>();

/** tsx runs the program in a child of its own: only the whole group is sure to go. */
function killGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

process.on('exit', () => {
  for (const child of running) killGroup(child, 'SIGKILL');
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping the bench's processes`);
    process.exit(130);
  });
}

/** The environment of a child: the bare minimum to run Node, plus the bench's own settings. */
export function childEnv(settings: Record<string, string>): NodeJS.ProcessEnv {
  const keep = ['PATH', 'HOME', 'TMPDIR', 'LANG', 'TZ'];
  const base = Object.fromEntries(
    keep.filter((key) => process.env[key] !== undefined).map((key) => [key, process.env[key]]),
  );
  return { ...base, ...settings };
}

export function startProcess(options: {
  command: string;
  args: string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  logFile: string;
}): BenchProcess {
  const log = fs.openSync(options.logFile, 'a');
  const child = spawn(options.command, options.args, {
    cwd: options.cwd,
    env: options.env,
    stdio: ['ignore', log, log],
    detached: true,
  });
  fs.closeSync(log);
  running.add(child);
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => {
      running.delete(child);
      resolve(code);
    });
  });
  return {
    pid: child.pid ?? -1,
    exited,
    logFile: options.logFile,
    async stop() {
      if (!running.has(child)) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => killGroup(child, 'SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
      // The program tsx started may outlive tsx by a moment.
      killGroup(child, 'SIGKILL');
    },
  };
}

export function logTail(file: string, lines = 30): string {
  try {
    return fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/** Polls `url` until it answers 200; fails as soon as the process exits. */
export async function waitUntilAnswering(
  url: string,
  child: BenchProcess,
  seconds = 120,
  headers: Record<string, string> = {},
) {
  let gone = false;
  void child.exited.then(() => (gone = true));
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (gone) throw new Error(`the process stopped before answering:\n${logTail(child.logFile)}`);
    const ok = await fetch(url, { headers }).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await child.stop();
  throw new Error(`${url} did not answer within ${seconds} s:\n${logTail(child.logFile)}`);
}

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, HOST, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * A workspace's own `npm start` script (its command line, run directly so that stopping it stops
 * the program), with the workspace's and the root's `node_modules/.bin` on the PATH.
 */
export function startWorkspace(
  dir: string,
  env: Record<string, string>,
  logFile: string,
): BenchProcess {
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  const [command, ...args] = manifest.scripts.start.split(' ');
  const bin = [path.join(dir, 'node_modules/.bin'), path.join(ROOT, 'node_modules/.bin')];
  return startProcess({
    command: command!,
    args,
    cwd: dir,
    env: childEnv({ PATH: [...bin, process.env.PATH ?? ''].join(path.delimiter), ...env }),
    logFile,
  });
}

/** Runs `node args` to its end and parses what it printed as JSON. */
export function runNodeForJson<T>(what: string, args: string[], cwd?: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`${what} exited with ${code}: ${err}`));
      try {
        resolve(JSON.parse(out) as T);
      } catch {
        reject(new Error(`${what} printed no result: ${out}${err}`));
      }
    });
  });
}
