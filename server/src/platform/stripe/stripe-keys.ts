import { SANDBOX_PUBLISHABLE_KEY, sandboxKeys, type SandboxDb } from '@forma/stripe-sandbox';
import type { Config, Settings } from '../../config.ts';
import type { Db } from '../../db/database.ts';

/**
 * The settings with the keys this server uses: Stripe's from STRIPE_*, or the sandbox's own from
 * its schema in this database (made at random on the first start, the same for every process on
 * it, a sandbox process included). Read after the migrations, before the SDK client or the
 * webhook routes are made.
 */
export async function withStripeKeys(settings: Settings, db: Db): Promise<Config> {
  const choice = settings.stripe;
  if (choice.mode === 'stripe') return { ...settings, stripe: choice };
  const keys = await sandboxKeys(db as unknown as SandboxDb);
  return {
    ...settings,
    stripe: {
      mode: 'sandbox',
      secretKey: keys.secretKey,
      publishableKey: SANDBOX_PUBLISHABLE_KEY,
      webhookSecret: choice.webhookSecret ?? keys.webhookSecret,
      connectWebhookSecret: choice.connectWebhookSecret ?? keys.connectWebhookSecret,
      sandboxUrl: choice.sandboxUrl,
    },
  };
}
