import Stripe from 'stripe';
import { createSandbox, type Sandbox, type SandboxDb } from '@forma/stripe-sandbox';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';

/** Where webhooks arrive: the platform's own events, and those of connected accounts. */
export const WEBHOOK_PATHS = {
  platform: '/api/stripe/webhook',
  connect: '/api/stripe/webhook/connect',
} as const;

export type Payments = {
  /** The only road to money: the official SDK, to Stripe or to the sandbox. */
  stripe: Stripe;
  mode: 'stripe' | 'sandbox';
  /** The sandbox when it runs inside this process (the default); null otherwise. */
  sandbox: Sandbox | null;
};

/** Sends a signed event to this app's webhook route; answers the HTTP status. */
export type WebhookSender = (
  path: string,
  payload: string,
  headers: Record<string, string>,
) => Promise<number>;

/**
 * The Stripe SDK for this server: with STRIPE_SECRET_KEY, Stripe itself; with STRIPE_SANDBOX_URL,
 * the sandbox running as its own process; otherwise the sandbox inside this process, on this
 * database, reached without the network and delivering its events through `send`.
 */
export async function createPayments(
  config: Config,
  db: Db,
  send: WebhookSender,
): Promise<Payments> {
  const settings = config.stripe;
  const appInfo = { name: config.productName };
  if (settings.mode === 'stripe') {
    return {
      stripe: new Stripe(settings.secretKey, { maxNetworkRetries: 2, appInfo }),
      mode: 'stripe',
      sandbox: null,
    };
  }
  if (settings.sandboxUrl) {
    const url = new URL(settings.sandboxUrl);
    return {
      stripe: new Stripe(settings.secretKey, {
        host: url.hostname,
        port: url.port || (url.protocol === 'https:' ? 443 : 80),
        protocol: url.protocol === 'https:' ? 'https' : 'http',
        maxNetworkRetries: 2,
        appInfo,
      }),
      mode: 'sandbox',
      sandbox: null,
    };
  }
  const sandbox = await createSandbox({
    db: db as unknown as SandboxDb,
    publicUrl: config.publicUrl,
    // The sandbox reads its secret key from the same schema as config.ts's keys were read from.
    webhooks: [
      {
        url: `${config.publicUrl}${WEBHOOK_PATHS.platform}`,
        secret: settings.webhookSecret,
        connect: false,
      },
      {
        url: `${config.publicUrl}${WEBHOOK_PATHS.connect}`,
        secret: settings.connectWebhookSecret,
        connect: true,
      },
    ],
    deliver: (url, payload, headers) => send(new URL(url).pathname, payload, headers),
  });
  return { stripe: sandbox.stripe({ appInfo }), mode: 'sandbox', sandbox };
}
