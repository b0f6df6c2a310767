/** The Stripe sandbox as its own process, started with its workspace's own start script. */
import path from 'node:path';
import Stripe from 'stripe';
import {
  SANDBOX_PUBLISHABLE_KEY,
  sandboxKeys,
  type SandboxDb,
  type SandboxKeys,
} from '@forma/stripe-sandbox';
import type { BenchDatabase } from './databases.ts';
import { freePort, startWorkspace, waitUntilAnswering } from './processes.ts';
import { HOST, ROOT } from './settings.ts';

export type SandboxProcess = {
  url: string;
  port: number;
  /** The platform's secret key (the sandbox's own, kept in its database). */
  secretKey: string;
  /** The SDK as the server holds it, on the platform's secret key. */
  stripe: Stripe;
  stop(): Promise<void>;
};

/** The sandbox's publishable key (public by nature, one constant: stripe-sandbox/README.md). */
export const SANDBOX_PUBLISHABLE = SANDBOX_PUBLISHABLE_KEY;

/** Deliveries in flight at once from the sandbox to the server. */
export const WEBHOOK_CONCURRENCY = 10;

const sandboxDir = path.join(ROOT, 'stripe-sandbox');

export const sandboxClient = (port: number, secretKey: string, maxNetworkRetries = 0) =>
  new Stripe(secretKey, { host: HOST, port, protocol: 'http', maxNetworkRetries });

/** The sandbox's keys kept in `database` (made there if none are yet), or `first` put there. */
async function keysIn(database: BenchDatabase, first?: SandboxKeys): Promise<SandboxKeys> {
  const opened = database.open();
  try {
    return await sandboxKeys(opened.db as unknown as SandboxDb, first);
  } finally {
    await opened.close();
  }
}

/**
 * Gives the sandbox's database the keys the server made in its own, before the sandbox's first
 * start. A deployment runs both on one database and they read the same keys; the bench keeps
 * two, so that it can copy the sandbox's alone (renewals), and so hands the keys over.
 */
export async function shareSandboxKeys(server: BenchDatabase, sandbox: BenchDatabase) {
  await keysIn(sandbox, await keysIn(server));
}

/** A port for the sandbox, known before the server that needs its address starts. */
export const sandboxPort = freePort;

/**
 * Starts the sandbox on `database` (PostgreSQL, a database of its own) at `port`, sending its
 * events to the server at `webhooksTo` (null: to no endpoint), its clock `clockOffset` seconds
 * ahead of the real time.
 */
export async function startSandbox(
  database: BenchDatabase,
  options: { port: number; webhooksTo: string | null; clockOffset?: number; log?: string },
): Promise<SandboxProcess> {
  const { port, webhooksTo } = options;
  const url = `http://${HOST}:${port}`;
  const child = startWorkspace(
    sandboxDir,
    {
      NODE_ENV: 'production',
      DATABASE_URL: database.databaseUrl,
      SANDBOX_HOST: HOST,
      SANDBOX_PORT: String(port),
      SANDBOX_PUBLIC_URL: url,
      SANDBOX_WEBHOOK_URL: webhooksTo ? `${webhooksTo}/api/stripe/webhook` : 'none',
      SANDBOX_CONNECT_WEBHOOK_URL: webhooksTo ? `${webhooksTo}/api/stripe/webhook/connect` : 'none',
      SANDBOX_CLOCK_OFFSET: String(options.clockOffset ?? 0),
      // Stripe sends an endpoint several events at once.
      SANDBOX_WEBHOOK_CONCURRENCY: String(WEBHOOK_CONCURRENCY),
    },
    path.join(database.dataDir, options.log ?? 'sandbox.log'),
  );
  const { secretKey } = await keysIn(database);
  await waitUntilAnswering(`${url}/v1/balance`, child, 120, {
    authorization: `Bearer ${secretKey}`,
  });
  return { url, port, secretKey, stripe: sandboxClient(port, secretKey), stop: child.stop };
}
