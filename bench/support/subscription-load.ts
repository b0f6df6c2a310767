/**
 * The purchases bench's baseline load process: the subscriptions made straight on the sandbox
 * through the SDK, with the parameters the server's buy sends, `concurrency` at a time.
 */
import { sandboxClient } from './sandbox-process.ts';
import { loadProcessMain, timedCalls } from './timed-calls.ts';

export type SubscriptionLoad = {
  port: number;
  secretKey: string;
  stripeAccount: string;
  price: string;
  customers: Array<{ customer: string; card: string }>;
  concurrency: number;
};

await loadProcessMain<SubscriptionLoad>(
  ({ port, secretKey, stripeAccount, price, customers, concurrency }) => {
    const stripe = sandboxClient(port, secretKey);
    return timedCalls(customers.length, concurrency, async (index) => {
      const { customer, card } = customers[index]!;
      const subscription = await stripe.subscriptions.create(
        {
          customer,
          items: [{ price }],
          default_payment_method: card,
          application_fee_percent: 5,
          payment_behavior: 'allow_incomplete',
          off_session: false,
          expand: ['latest_invoice.confirmation_secret'],
        },
        { stripeAccount, idempotencyKey: `bench-baseline-${customer}` },
      );
      if (subscription.status !== 'active') throw new Error(`subscription ${subscription.status}`);
    });
  },
);
