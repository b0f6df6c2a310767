import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { TEST_CLIENT } from './prepare-database.ts';

const serverDir = path.resolve(import.meta.dirname, '..');
const tsx = path.resolve(serverDir, '../node_modules/.bin/tsx');

export type ServerProcess = {
  url: string;
  /** Resolves with the signal that ended the process (SIGKILL for a crash point), or its code. */
  exited: Promise<string | number | null>;
  kill(): void;
  log(): string;
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * The server as its own process (`npm start`'s entry) on a test's PostgreSQL copy, with the
 * in-process sandbox on the same database: what it writes, Stripe's state included, survives
 * its death. `crashAt` names the crash point (platform/crash-point.ts) where it kills itself.
 */
export async function startServerProcess(
  databaseUrl: string,
  { crashAt }: { crashAt?: string } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forma-crash-'));
  const logFile = path.join(dataDir, 'server.log');
  const log = fs.openSync(logFile, 'a');
  fs.writeFileSync(path.join(dataDir, 'none.env'), '');
  const child = spawn(tsx, ['src/main.ts'], {
    cwd: serverDir,
    detached: true,
    stdio: ['ignore', log, log],
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      DOTENV_CONFIG_PATH: path.join(dataDir, 'none.env'),
      DOTENV_CONFIG_QUIET: 'true',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      WEB_CLIENT_ID: TEST_CLIENT.client_id,
      WEB_CLIENT_SECRET: TEST_CLIENT.client_secret,
      WEB_DIST: path.join(dataDir, 'no-web-build'),
      FFMPEG_PATH: 'crash-test-without-ffmpeg',
      FFPROBE_PATH: 'crash-test-without-ffprobe',
      ...(crashAt ? { FORMA_CRASH_AT: crashAt } : {}),
    },
  });
  fs.closeSync(log);
  const exited = new Promise<string | number | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? code)),
  );
  const kill = () => {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // Already gone.
    }
  };
  const readLog = () => fs.readFileSync(logFile, 'utf8');
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server process ended before answering:\n${readLog()}`);
    }
    try {
      if ((await fetch(`${url}/api/config`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      kill();
      throw new Error(`the server process did not answer within 90 s:\n${readLog()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url, exited, kill, log: readLog };
}
