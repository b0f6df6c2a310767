import type { SandboxModule } from './core/route.ts';
import { balance } from './resources/balance.ts';
import { billing } from './resources/billing/billing.ts';
import { prices } from './resources/billing/prices.ts';
import { products } from './resources/billing/products.ts';
import { customers } from './resources/customers.ts';
import { events } from './resources/events.ts';
import { testClocks } from './resources/test-clocks.ts';

const timed: SandboxModule[] = [customers, events, balance, products, prices, billing];

/** Every part of Stripe the sandbox models; test clocks move all the others forward. */
export const sandboxModules: SandboxModule[] = [...timed, testClocks(timed)];
