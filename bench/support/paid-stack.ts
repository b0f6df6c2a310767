/**
 * The payments benches' processes: the server (as `npm start` runs it) pointed at the Stripe
 * sandbox with STRIPE_SANDBOX_URL, and the sandbox as its own process sending its webhooks to
 * the server, each on a PostgreSQL database of its own, dropped afterwards.
 */
import pg from 'pg';
import { createBenchDatabase, type BenchDatabase } from './databases.ts';
import {
  shareSandboxKeys,
  startSandbox,
  sandboxPort,
  type SandboxProcess,
} from './sandbox-process.ts';
import { startServer, type ServerProcess } from './server-process.ts';
import { HOST } from './settings.ts';

export type PaidStack = {
  server: ServerProcess;
  serverDb: BenchDatabase;
  sandbox: SandboxProcess;
  sandboxDb: BenchDatabase;
  /** Stops the sandbox (until the next start). */
  stopSandbox(): Promise<void>;
  /**
   * Stops the sandbox if it runs and starts it again on its data, or on `database` (a copy of it),
   * with or without webhooks to the server, its clock `clockOffset` seconds ahead.
   */
  restartSandbox(options: {
    webhooks: boolean;
    clockOffset?: number;
    log?: string;
    database?: BenchDatabase;
  }): Promise<void>;
};

/** Rows of one query on a bench database (the checks read what was recorded). */
export async function select<T>(database: BenchDatabase, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: database.databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

export async function withPaidStack(work: (stack: PaidStack) => Promise<void>): Promise<void> {
  const serverDb = await createBenchDatabase('postgres');
  const sandboxDb = await createBenchDatabase('postgres');
  let server: ServerProcess | null = null;
  let sandbox: SandboxProcess | null = null;
  try {
    const port = await sandboxPort();
    server = await startServer(serverDb, {
      STRIPE_SANDBOX_URL: `http://${HOST}:${port}`,
      // Every bench client signs up from 127.0.0.1.
      RATE_LIMIT_MAX: '1000000',
    });
    const serverUrl = server.url;
    await shareSandboxKeys(serverDb, sandboxDb);
    sandbox = await startSandbox(sandboxDb, { port, webhooksTo: serverUrl });
    const stack: PaidStack = {
      server,
      serverDb,
      sandbox,
      sandboxDb,
      async stopSandbox() {
        await sandbox?.stop();
        sandbox = null;
      },
      async restartSandbox(options) {
        await stack.stopSandbox();
        sandbox = await startSandbox(options.database ?? sandboxDb, {
          port,
          webhooksTo: options.webhooks ? serverUrl : null,
          clockOffset: options.clockOffset,
          log: options.log,
        });
        stack.sandbox = sandbox;
      },
    };
    await work(stack);
  } finally {
    await sandbox?.stop();
    await server?.stop();
    await sandboxDb.dispose();
    await serverDb.dispose();
  }
}

/** Waits until the sandbox has no event left to send (its deliveries all answered). */
export async function eventsDelivered(sandboxDb: BenchDatabase, seconds = 600): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    const [row] = await select<{ pending: string }>(
      sandboxDb,
      'select count(*) as pending from stripe_sandbox.deliveries where delivered_at is null',
    );
    if (row!.pending === '0') return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the sandbox still had events to send after ${seconds} s`);
}
