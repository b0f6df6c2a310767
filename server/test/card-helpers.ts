import type { TestApp } from './test-app.ts';

/**
 * A card PaymentMethod on the coach's connected account, made as the browser's card form makes
 * it: POST /v1/payment_methods with the publishable key and `Stripe-Account` (the sandbox answers
 * at the server's own address). Answers its id.
 */
export async function browserCard(
  t: TestApp,
  stripeAccount: string,
  number = '4242424242424242',
): Promise<string> {
  const answer = await t.app.inject({
    method: 'POST',
    url: '/v1/payment_methods',
    headers: {
      authorization: `Bearer ${t.app.ctx.config.stripe.publishableKey}`,
      'stripe-account': stripeAccount,
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: new URLSearchParams({
      type: 'card',
      'card[number]': number,
      'card[exp_month]': '12',
      'card[exp_year]': String(new Date().getUTCFullYear() + 3),
      'card[cvc]': '123',
      'billing_details[name]': 'Ada Lovelace',
    }).toString(),
  });
  if (answer.statusCode !== 200) throw new Error(`payment_methods: ${answer.body}`);
  return answer.json<{ id: string }>().id;
}
