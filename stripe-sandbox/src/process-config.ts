import type { SandboxWebhook } from './sandbox.ts';

/** The sandbox as its own process, from its environment (every setting has a default). */
export type ProcessConfig = {
  /** PostgreSQL when set; otherwise PGlite in `dataDir`. */
  databaseUrl: string | null;
  dataDir: string;
  port: number;
  host: string;
  publicUrl: string;
  /** Signed with STRIPE_WEBHOOK_SECRET / STRIPE_CONNECT_WEBHOOK_SECRET, or the sandbox's own. */
  webhooks: SandboxWebhook[];
  chaos: { duplicate: boolean; reorder: boolean };
  /** Deliveries in flight at once (SANDBOX_WEBHOOK_CONCURRENCY, default 1). */
  deliveryConcurrency: number;
  /** How far the process's clock runs ahead of the real time, in seconds (benches, demos). */
  clockOffset: number;
};

/** The server's sandbox defaults, so the two meet with nothing configured. */
export const DEFAULT_WEBHOOK_URL = 'http://127.0.0.1:3000/api/stripe/webhook';
export const DEFAULT_CONNECT_WEBHOOK_URL = 'http://127.0.0.1:3000/api/stripe/webhook/connect';

const UNIT_SECONDS: Record<string, number> = { '': 1, s: 1, m: 60, h: 3600, d: 86_400 };

/** SANDBOX_CLOCK_OFFSET: whole seconds, or a number of `m`, `h` or `d` (`31d`, `745h`). */
function clockOffsetOf(value: string | undefined): number {
  if (!value) return 0;
  const match = /^(\d+)\s*([smhd]?)$/.exec(value.trim());
  if (!match) {
    throw new Error(
      `SANDBOX_CLOCK_OFFSET takes seconds or a number of m, h or d (e.g. 31d), not '${value}'.`,
    );
  }
  return Number(match[1]) * UNIT_SECONDS[match[2]!]!;
}

/** An endpoint from the environment; a URL of `none` sends its events nowhere. */
function endpoint(
  url: string | undefined,
  fallback: string,
  secret: string | undefined,
  connect: boolean,
): SandboxWebhook[] {
  if (url === 'none') return [];
  return [{ url: url || fallback, secret: secret || undefined, connect }];
}

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
  const concurrency = Number(env.SANDBOX_WEBHOOK_CONCURRENCY || 1);
  if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > 100) {
    throw new Error(
      `SANDBOX_WEBHOOK_CONCURRENCY must be a whole number from 1 to 100, not '${env.SANDBOX_WEBHOOK_CONCURRENCY}'.`,
    );
  }
  return {
    databaseUrl: env.DATABASE_URL || null,
    dataDir: env.SANDBOX_DATA_DIR || './data/stripe-sandbox',
    port,
    host: env.SANDBOX_HOST || '127.0.0.1',
    publicUrl: env.SANDBOX_PUBLIC_URL || `http://localhost:${port}`,
    webhooks: [
      endpoint(env.SANDBOX_WEBHOOK_URL, DEFAULT_WEBHOOK_URL, env.STRIPE_WEBHOOK_SECRET, false),
      endpoint(
        env.SANDBOX_CONNECT_WEBHOOK_URL,
        DEFAULT_CONNECT_WEBHOOK_URL,
        env.STRIPE_CONNECT_WEBHOOK_SECRET,
        true,
      ),
    ].flat(),
    chaos: { duplicate: chaos.has('duplicate'), reorder: chaos.has('reorder') },
    deliveryConcurrency: concurrency,
    clockOffset: clockOffsetOf(env.SANDBOX_CLOCK_OFFSET),
  };
}
