import type { SandboxModule } from '../../core/route.ts';
import { advanceBilling } from './advance.ts';
import { invoicePaymentRoutes } from './invoice-payments.ts';
import { invoiceRoutes } from './invoices.ts';
import { billingReactions } from './reactions.ts';
import { subscriptionRoutes } from './subscriptions.ts';

/** Stripe Billing: subscriptions, their invoices and payments, and what time does to them. */
export const billing: SandboxModule = {
  routes: [...subscriptionRoutes, ...invoiceRoutes, ...invoicePaymentRoutes],
  advance: advanceBilling,
  reactions: billingReactions,
};
