import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { buildSandboxApp } from './core/app.ts';
import { createContext, realNow, type Ctx } from './core/context.ts';
import type { SandboxDb } from './core/database.ts';
import { deliverDue, fetchDeliver, type Deliver } from './core/delivery.ts';
import { collectReactions, type SandboxModule, type SandboxRuntime } from './core/route.ts';
import { sandboxKeys } from './core/keys.ts';
import {
  SANDBOX_PUBLISHABLE_KEY,
  type SandboxSettings,
  type WebhookEndpoint,
} from './core/settings.ts';
import { atTime } from './core/pinned-time.ts';
import { sandboxModules } from './modules.ts';

export type SandboxOptions = {
  db: SandboxDb;
  /** Where a browser reaches the sandbox's pages, e.g. `http://localhost:3000`. */
  publicUrl: string;
  webhooks?: SandboxWebhook[];
  /** How events reach their endpoints; by default an HTTP POST. */
  deliver?: Deliver;
};

/** An endpoint to send events to; without a secret, signed with the sandbox's own (keys.ts). */
export type SandboxWebhook = Omit<WebhookEndpoint, 'secret'> & { secret?: string | undefined };

export type Sandbox = {
  app: FastifyInstance;
  settings: SandboxSettings;
  /** An SDK client that reaches this sandbox without the network (through `app.inject`). */
  stripe(config?: Stripe.StripeConfig): Stripe;
  /** Moves objects on real time forward to now (renewals, retries, expiries, payouts). */
  tick(): Promise<void>;
  /**
   * Runs `work` (SDK calls to this sandbox, in this process) as at `time`, Unix seconds in the
   * past: what they make carries that time, and `tick()` inside moves real time only to it.
   */
  at<T>(time: number, work: () => Promise<T>): Promise<T>;
  /** Sends the events that are due to their endpoints; answers how many were attempted. */
  deliverEvents(): Promise<number>;
  /** Runs work as an account in one transaction, then delivers its events. */
  run<T>(account: string | null, work: (ctx: Ctx) => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

/** A `fetch` that answers from a Fastify app in this process. */
export function injectFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
    const response = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: url.pathname + url.search,
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      payload: typeof init?.body === 'string' ? init.body : undefined,
    });
    return new Response(response.body, {
      status: response.statusCode,
      headers: Object.entries(response.headers).flatMap(([name, value]) =>
        value === undefined ? [] : [[name, String(value)] as [string, string]],
      ),
    });
  };
}

export async function createSandbox(options: SandboxOptions): Promise<Sandbox> {
  // Makes the schema on a first start, then the keys, once per database.
  const keys = await sandboxKeys(options.db);
  const modules: SandboxModule[] = sandboxModules;
  const settings: SandboxSettings = {
    publicUrl: options.publicUrl.replace(/\/$/, ''),
    secretKey: keys.secretKey,
    publishableKey: SANDBOX_PUBLISHABLE_KEY,
    webhooks: (options.webhooks ?? []).map((endpoint) => ({
      ...endpoint,
      secret:
        endpoint.secret ?? (endpoint.connect ? keys.connectWebhookSecret : keys.webhookSecret),
    })),
    chaos: { duplicate: false, reorder: false },
    apiVersion: Stripe.API_VERSION,
    reactions: collectReactions(modules),
  };
  const deliver = options.deliver ?? fetchDeliver;

  let delivering: Promise<number> | null = null;
  const deliverEvents = async (): Promise<number> => {
    // One delivery pass at a time in this process; a pass started meanwhile waits for it.
    while (delivering) await delivering;
    delivering = deliverDue(options.db, settings, deliver).finally(() => (delivering = null));
    return delivering;
  };
  const deliverSoon = () => {
    setImmediate(() => void deliverEvents().catch(() => undefined));
  };

  const runtime: SandboxRuntime = {
    run: async (account, work) => {
      const result = await options.db.transaction((tx) =>
        work(createContext(tx, account, settings)),
      );
      deliverSoon();
      return result;
    },
  };

  const app = buildSandboxApp(options.db, settings, modules, runtime, deliverSoon);
  await app.ready();

  return {
    app,
    settings,
    stripe: (config = {}) =>
      new Stripe(settings.secretKey, {
        httpClient: Stripe.createFetchHttpClient(injectFetch(app)),
        maxNetworkRetries: 0,
        ...config,
      }),
    tick: async () => {
      const until = realNow();
      for (const module of modules) {
        if (module.advance) await runtime.run(null, (ctx) => module.advance!(ctx, until, null));
      }
    },
    at: atTime,
    deliverEvents,
    run: runtime.run,
    close: () => app.close(),
  };
}
