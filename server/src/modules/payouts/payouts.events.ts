import { z } from 'zod';

/**
 * The connected Stripe account of `accountId` changed as users/me shows it: connected,
 * disconnected, or its status, requirements or bank account changed. `status` is the new
 * `stripe_connect_status`, or 'disconnected'. The feed's coach_warning_stripe_account can hear it.
 */
export const stripeAccountChanged = z.object({
  accountId: z.number().int().positive(),
  stripeAccountId: z.string(),
  status: z.enum(['enabled', 'restricted', 'pending', 'disconnected']),
});
export type StripeAccountChanged = z.infer<typeof stripeAccountChanged>;

declare module '../../platform/events/event-catalogue.ts' {
  interface DomainEvents {
    'stripe_account.changed': StripeAccountChanged;
  }
}
