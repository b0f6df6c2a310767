import type { WebhookEndpoint } from './core/settings.ts';

/** The sandbox as its own process, from its environment (every setting has a default). */
export type ProcessConfig = {
  /** PostgreSQL when set; otherwise PGlite in `dataDir`. */
  databaseUrl: string | null;
  dataDir: string;
  port: number;
  host: string;
  publicUrl: string;
  webhooks: WebhookEndpoint[];
  chaos: { duplicate: boolean; reorder: boolean };
};

/** The server's sandbox defaults, so the two meet with nothing configured. */
export const DEFAULT_WEBHOOK_URL = 'http://127.0.0.1:3000/api/stripe/webhook';
export const DEFAULT_CONNECT_WEBHOOK_URL = 'http://127.0.0.1:3000/api/stripe/webhook/connect';
export const DEFAULT_WEBHOOK_SECRET = 'whsec_forma_sandbox_platform';
export const DEFAULT_CONNECT_WEBHOOK_SECRET = 'whsec_forma_sandbox_connect';

export function readProcessConfig(env: Record<string, string | undefined>): ProcessConfig {
  const port = Number(env.SANDBOX_PORT || 12111);
  if (!Number.isInteger(port) || port <= 0 || port > 65_535) {
    throw new Error(`SANDBOX_PORT must be a port number, not '${env.SANDBOX_PORT}'.`);
  }
  const chaos = new Set(
    (env.SANDBOX_WEBHOOK_CHAOS ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  );
  for (const item of chaos) {
    if (item !== 'duplicate' && item !== 'reorder') {
      throw new Error(`SANDBOX_WEBHOOK_CHAOS takes 'duplicate' and 'reorder', not '${item}'.`);
    }
  }
  return {
    databaseUrl: env.DATABASE_URL || null,
    dataDir: env.SANDBOX_DATA_DIR || './data/stripe-sandbox',
    port,
    host: env.SANDBOX_HOST || '127.0.0.1',
    publicUrl: env.SANDBOX_PUBLIC_URL || `http://localhost:${port}`,
    webhooks: [
      {
        url: env.SANDBOX_WEBHOOK_URL || DEFAULT_WEBHOOK_URL,
        secret: env.STRIPE_WEBHOOK_SECRET || DEFAULT_WEBHOOK_SECRET,
        connect: false,
      },
      {
        url: env.SANDBOX_CONNECT_WEBHOOK_URL || DEFAULT_CONNECT_WEBHOOK_URL,
        secret: env.STRIPE_CONNECT_WEBHOOK_SECRET || DEFAULT_CONNECT_WEBHOOK_SECRET,
        connect: true,
      },
    ],
    chaos: { duplicate: chaos.has('duplicate'), reorder: chaos.has('reorder') },
  };
}
