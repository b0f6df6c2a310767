import type { FastifyInstance, FastifySchema } from 'fastify';
import type Stripe from 'stripe';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { crashPoint } from '../crash-point.ts';
import { ERROR_STATUSES } from '../http/api-description.ts';
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
      {
        path: WEBHOOK_PATHS.platform,
        secret: ctx.config.stripe.webhookSecret,
        doc: {
          operationId: 'receiveStripeEvent',
          summary: "Receive an event of the platform's Stripe account",
        },
      },
      {
        path: WEBHOOK_PATHS.connect,
        secret: ctx.config.stripe.connectWebhookSecret,
        doc: {
          operationId: 'receiveStripeConnectEvent',
          summary: "Receive an event of a coach's connected Stripe account",
        },
      },
    ];
    for (const endpoint of endpoints) {
      // Stripe's deliveries are many (the demo seed alone sends dozens): warnings and errors only.
      scope.post(
        endpoint.path,
        { schema: webhookSchema(endpoint.doc), logLevel: 'warn' },
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

/**
 * The webhook's part of the API description. The body is Stripe's Event object, read raw (its
 * signature is over the bytes), so it is described, not validated by a schema.
 */
function webhookSchema(doc: { operationId: string; summary: string }): FastifySchema {
  const schema = {
    ...doc,
    description:
      "Called by Stripe, not by clients: the body is a Stripe Event (https://docs.stripe.com/api/events/object) signed in the Stripe-Signature header with the endpoint's webhook secret. Each event is handled once; a delivery of one already handled answers `duplicate: true`.",
    tags: ['stripe webhooks'],
    // Optional to the validator (and every other header kept): the handler answers 400 without it.
    headers: z.looseObject({
      'stripe-signature': z.string().optional().describe("Stripe's signature of the raw body"),
    }),
    response: {
      200: z.object({ received: z.literal(true), duplicate: z.literal(true).optional() }),
    },
    [ERROR_STATUSES]: [400],
  };
  return schema;
}
