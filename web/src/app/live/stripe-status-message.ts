import { z } from 'zod';
import { currentUserSchema } from '@forma/contract/accounts/users.schemas';

/**
 * `stripe_status_changed` on the SystemNotificationChannel (platform.md 4: "update the user's
 * connect status and payouts"), with the connect fields of users/me. Kept here until the
 * contract's systemMessageSchema lists it.
 */
export const stripeStatusChangedMessageSchema = z.object({
  type: z.literal('stripe_status_changed'),
  event: z.string().nullable().optional(),
  data: currentUserSchema.pick({
    stripe_connect_status: true,
    stripe_connect_payouts: true,
    stripe_connect: true,
  }),
});
