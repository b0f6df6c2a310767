import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Ctx } from '../core/context.ts';
import type { SandboxModule, SandboxRuntime } from '../core/route.ts';
import type { PaymentMethod } from '../resources/payment-methods/card.ts';
import { formatAmount } from '../resources/payments/amounts.ts';
import { finishAuthentication } from '../resources/payments/confirm-payment.ts';
import type { PaymentIntent } from '../resources/payments/payment-intent.ts';
import {
  finishSetupAuthentication,
  type SetupIntent,
} from '../resources/setup-intents/setup-intent.ts';
import { escapeHtml, page } from './layout.ts';
import { merchantName } from './merchant.ts';

type Intent = PaymentIntent | SetupIntent;

const NOT_FOUND = '<p>There is no payment to authenticate at this address.</p>';

type Found = { account: string | null; intent: Intent };

async function findIntent(ctx: Ctx, id: string, lock: boolean): Promise<Found | null> {
  const found = await ctx.store.findAnywhere<Intent>(id);
  if (!found) return null;
  const { object } = found.data;
  if (object !== 'payment_intent' && object !== 'setup_intent') return null;
  if (!lock) return { account: found.account, intent: found.data };
  const locked = await ctx.store
    .forAccount(found.account)
    .get<Intent>(object, id, { forUpdate: true });
  return { account: found.account, intent: locked };
}

function html(reply: FastifyReply, status: number, title: string, body: string) {
  return reply.status(status).type('text/html; charset=utf-8').send(page(title, body));
}

function returnUrlOf(intent: Intent): string | null {
  return intent.next_action?.redirect_to_url?.return_url ?? null;
}

/** Stripe's redirect back: the intent, its client secret and how authentication went. */
function redirectBack(returnUrl: string, intent: Intent, succeeded: boolean): string | null {
  let url: URL;
  try {
    url = new URL(returnUrl);
  } catch {
    return null;
  }
  const name = intent.object === 'payment_intent' ? 'payment_intent' : 'setup_intent';
  url.searchParams.set(name, intent.id);
  url.searchParams.set(`${name}_client_secret`, intent.client_secret ?? '');
  url.searchParams.set('redirect_status', succeeded ? 'succeeded' : 'failed');
  return url.toString();
}

async function challengeBody(ctx: Ctx, found: Found, method: PaymentMethod | null) {
  const { intent } = found;
  const merchant = await merchantName(ctx, found.account);
  const what =
    intent.object === 'payment_intent'
      ? `<p>Pay <strong>${escapeHtml(formatAmount(intent.amount, intent.currency))}</strong> to <strong>${escapeHtml(merchant)}</strong>.</p>`
      : `<p>Save your card for future payments to <strong>${escapeHtml(merchant)}</strong>. You are not charged now.</p>`;
  const card = method
    ? `<p>${escapeHtml(method.card.brand.toUpperCase())} card ending in ${escapeHtml(method.card.last4)}</p>`
    : '';
  return `<section class="card" aria-labelledby="challenge-heading">
<h2 id="challenge-heading">Your bank asks you to confirm</h2>
${what}
${card}
<p class="hint">This is the sandbox's 3-D Secure test page: choose how the authentication ends.</p>
<form method="post">
<button type="submit" class="primary" name="outcome" value="complete">Complete authentication</button>
<button type="submit" class="secondary" name="outcome" value="fail">Fail authentication</button>
</form>
</section>`;
}

const STATUS_TEXT: Record<string, string> = {
  succeeded: 'This payment is already complete.',
  canceled: 'This payment was canceled.',
  requires_payment_method: 'This payment is waiting for another card.',
  requires_confirmation: 'This payment has not been confirmed yet.',
};

function nothingToDo(intent: Intent): string {
  const text = STATUS_TEXT[intent.status] ?? 'This payment does not need authentication now.';
  return `<p>${escapeHtml(text)}</p><p>You may close this page.</p>`;
}

/** The 3-D Secure challenge a card's bank shows: complete or fail, then back to the site. */
function threeDSecurePages(app: FastifyInstance, runtime: SandboxRuntime): void {
  app.get<{ Params: { id: string } }>('/sandbox/3ds/:id', async (request, reply) => {
    const shown = await runtime.run(null, async (ctx) => {
      const found = await findIntent(ctx, request.params.id, false);
      if (!found) return null;
      if (found.intent.status !== 'requires_action') return { body: nothingToDo(found.intent) };
      const method = await ctx.store
        .forAccount(found.account)
        .find<PaymentMethod>('payment_method', found.intent.payment_method as string);
      return { body: await challengeBody(ctx, found, method) };
    });
    if (!shown) {
      return html(reply, 404, 'Authentication not found', NOT_FOUND);
    }
    return html(reply, 200, 'Authenticate your payment', shown.body);
  });

  app.post<{ Params: { id: string }; Body: { outcome?: string } }>(
    '/sandbox/3ds/:id',
    async (request, reply) => {
      const outcome = request.body?.outcome;
      if (outcome !== 'complete' && outcome !== 'fail') {
        return html(
          reply,
          400,
          'Authenticate your payment',
          '<p class="error">Choose Complete authentication or Fail authentication.</p>',
        );
      }
      const located = await runtime.run(null, (ctx) => findIntent(ctx, request.params.id, false));
      if (!located) {
        return html(reply, 404, 'Authentication not found', NOT_FOUND);
      }
      const result = await runtime.run(located.account, async (ctx) => {
        const found = await findIntent(ctx, request.params.id, true);
        if (!found) return null;
        if (found.intent.status !== 'requires_action')
          return { done: false as const, intent: found.intent };
        const returnUrl = returnUrlOf(found.intent);
        const completed = outcome === 'complete';
        const finished =
          found.intent.object === 'payment_intent'
            ? await finishAuthentication(ctx, found.intent, completed)
            : await finishSetupAuthentication(ctx, found.intent as SetupIntent, completed);
        return {
          done: true as const,
          returnUrl,
          intent: finished.intent as Intent,
          succeeded: !finished.error,
        };
      });
      if (!result) {
        return html(reply, 404, 'Authentication not found', NOT_FOUND);
      }
      if (!result.done) {
        return html(reply, 409, 'Authenticate your payment', nothingToDo(result.intent));
      }
      const back =
        result.returnUrl && redirectBack(result.returnUrl, result.intent, result.succeeded);
      if (back) return reply.redirect(back, 303);
      const title = result.succeeded ? 'Authentication complete' : 'Authentication failed';
      return html(reply, 200, title, '<p>You may close this page.</p>');
    },
  );
}

export const threeDSecure: SandboxModule = { routes: [], pages: threeDSecurePages };
