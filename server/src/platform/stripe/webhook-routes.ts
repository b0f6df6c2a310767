import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { eq, sql } from 'drizzle-orm';
import { crashPoint } from '../crash-point.ts';
import { WEBHOOK_PATHS } from './stripe-client.ts';
import { stripeWebhookEvents } from './stripe-webhook.tables.ts';
import type { StripeWebhookHandlers } from './webhook-handlers.ts';

/**
 * POST /api/stripe/webhook (the platform's events) and /api/stripe/webhook/connect (connected
 * accounts' events, signed with their own secret): the signature is checked on the raw body before
 * anything else; each event is handled once, and again only if its handling failed.
 */
export async function stripeWebhookRoutes(
  app: FastifyInstance,
  handlers: StripeWebhookHandlers,
): Promise<void> {
  const { ctx } = app;
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: 1024 * 1024 },
      (_r, body, done) => done(null, body),
    );
    const endpoints = [
      { path: WEBHOOK_PATHS.platform, secret: ctx.config.stripe.webhookSecret },
      { path: WEBHOOK_PATHS.connect, secret: ctx.config.stripe.connectWebhookSecret },
    ];
    for (const endpoint of endpoints) {
      // Stripe's deliveries are many (the demo seed alone sends dozens): warnings and errors only.
      scope.post(
        endpoint.path,
        { schema: { hide: true }, logLevel: 'warn' },
        async (request, reply) => {
          const signature = request.headers['stripe-signature'];
          let event: Stripe.Event;
          try {
            if (!Buffer.isBuffer(request.body) || typeof signature !== 'string') throw new Error();
            event = ctx.stripe.webhooks.constructEvent(request.body, signature, endpoint.secret);
          } catch {
            return reply
              .code(400)
              .send({ errors: { base: ['The webhook signature is not valid.'] } });
          }
          const [row] = await ctx.db
            .insert(stripeWebhookEvents)
            .values({
              id: event.id,
              type: event.type,
              account: event.account ?? null,
              payload: event as unknown as Record<string, unknown>,
            })
            .onConflictDoUpdate({
              target: stripeWebhookEvents.id,
              set: { receivedAt: sql`${stripeWebhookEvents.receivedAt}` },
            })
            .returning({ processedAt: stripeWebhookEvents.processedAt });
          if (row?.processedAt) return reply.send({ received: true, duplicate: true });
          crashPoint('webhook.received');
          for (const handle of handlers[event.type] ?? []) await handle(ctx, event);
          await ctx.db
            .update(stripeWebhookEvents)
            .set({ processedAt: new Date() })
            .where(eq(stripeWebhookEvents.id, event.id));
          return reply.send({ received: true });
        },
      );
    }
  });
}
