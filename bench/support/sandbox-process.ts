/** The Stripe sandbox as its own process, started with its workspace's own start script. */
import path from 'node:path';
import Stripe from 'stripe';
import type { BenchDatabase } from './databases.ts';
import { freePort, startWorkspace, waitUntilAnswering } from './processes.ts';
import { HOST, ROOT } from './settings.ts';

export type SandboxProcess = {
  url: string;
  port: number;
  /** The SDK as the server holds it, on the platform's secret key. */
  stripe: Stripe;
  stop(): Promise<void>;
};

/** The sandbox's own keys (stripe-sandbox/README.md), which the server uses by default too. */
export const SANDBOX_KEYS = {
  secret: 'sk_test_forma_sandbox',
  publishable: 'pk_test_forma_sandbox',
};

/** Deliveries in flight at once from the sandbox to the server. */
export const WEBHOOK_CONCURRENCY = 10;

const sandboxDir = path.join(ROOT, 'stripe-sandbox');

export const sandboxClient = (port: number, maxNetworkRetries = 0) =>
  new Stripe(SANDBOX_KEYS.secret, { host: HOST, port, protocol: 'http', maxNetworkRetries });

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
  await waitUntilAnswering(`${url}/v1/balance`, child, 120, {
    authorization: `Bearer ${SANDBOX_KEYS.secret}`,
  });
  return { url, port, stripe: sandboxClient(port), stop: child.stop };
}
