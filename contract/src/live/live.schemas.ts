import { z } from 'zod';
import { stripeConnectSchema } from '../accounts/users.schemas.ts';

export { liveChannels, liveChannelSchema, type LiveChannel } from '../common/live-channels.ts';

/**
 * SystemNotificationChannel messages carry type, event and data (platform.md 7); `event` is null
 * where the type says it all. Only the system events that exist today are listed.
 */
export const switchedMessageSchema = z.object({
  type: z.literal('switched'),
  event: z.null(),
  /** The person and the account they now act as (the `private.id` and `current.id` of users/me). */
  data: z.object({ private_id: z.number().int(), current_id: z.number().int() }),
});
export const subscriptionUpdatedMessageSchema = z.object({
  type: z.literal('subscribe'),
  event: z.literal('updated'),
  /** The account whose platform subscription changed. */
  data: z.object({ account_id: z.number().int() }),
});
/** The current account's connected Stripe account changed (platform.md 7: `{provider}_status_changed`). */
export const stripeStatusChangedMessageSchema = z.object({
  type: z.literal('stripe_status_changed'),
  event: z.null(),
  data: z.object({
    account_id: z.number().int(),
    stripe_connect_status: z.string().nullable(),
    stripe_connect_payouts: z.boolean().nullable(),
    stripe_connect: stripeConnectSchema.nullable(),
  }),
});
export const systemMessageSchema = z.discriminatedUnion('type', [
  switchedMessageSchema,
  subscriptionUpdatedMessageSchema,
  stripeStatusChangedMessageSchema,
]);
export type SystemMessage = z.infer<typeof systemMessageSchema>;
