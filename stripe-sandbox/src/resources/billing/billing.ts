import type { SandboxModule } from '../../core/route.ts';
import { advanceBilling } from './advance.ts';
import { invoicePaymentRoutes } from './invoice-payments.ts';
import { invoiceRoutes } from './invoices.ts';
import { billingReactions } from './reactions.ts';
import { subscriptionScheduleRoutes } from './subscription-schedules.ts';
import { subscriptionRoutes } from './subscriptions.ts';

/** Stripe Billing: subscriptions and their schedules, their invoices and payments, and what time does to them. */
export const billing: SandboxModule = {
  routes: [
    ...subscriptionRoutes,
    ...subscriptionScheduleRoutes,
    ...invoiceRoutes,
    ...invoicePaymentRoutes,
  ],
  advance: advanceBilling,
  reactions: billingReactions,
};
