import type { SandboxModule } from './core/route.ts';
import { receipts } from './pages/receipts.ts';
import { threeDSecure } from './pages/three-d-secure.ts';
import { balance } from './resources/balance.ts';
import { connect } from './resources/connect/connect.ts';
import { billing } from './resources/billing/billing.ts';
import { prices } from './resources/billing/prices.ts';
import { products } from './resources/billing/products.ts';
import { customerTimeTravel } from './resources/customer-time-travel.ts';
import { customers } from './resources/customers.ts';
import { events } from './resources/events.ts';
import { paymentMethods } from './resources/payment-methods/payment-methods.ts';
import { applicationFees } from './resources/payments/application-fees.ts';
import { charges } from './resources/payments/charges.ts';
import { paymentIntents } from './resources/payments/payment-intents.ts';
import { refunds } from './resources/payments/refunds.ts';
import { setupIntents } from './resources/setup-intents/setup-intents.ts';
import { testClocks } from './resources/test-clocks.ts';

const timed: SandboxModule[] = [customers, events, balance, connect, products, prices, billing];

/** Parts whose objects time does not move. */
const untimed: SandboxModule[] = [
  paymentMethods,
  setupIntents,
  paymentIntents,
  charges,
  refunds,
  applicationFees,
  threeDSecure,
  receipts,
];

/** Every part of Stripe the sandbox models; test clocks move all the others forward. */
export const sandboxModules: SandboxModule[] = [
  ...timed,
  ...untimed,
  testClocks(timed),
  customerTimeTravel(timed),
];
