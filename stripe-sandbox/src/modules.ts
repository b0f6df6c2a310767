import type { SandboxModule } from './core/route.ts';
import { balance } from './resources/balance.ts';
import { connect } from './resources/connect/connect.ts';
import { customers } from './resources/customers.ts';
import { events } from './resources/events.ts';
import { testClocks } from './resources/test-clocks.ts';

const timed: SandboxModule[] = [customers, events, balance, connect];

/** Every part of Stripe the sandbox models; test clocks move all the others forward. */
export const sandboxModules: SandboxModule[] = [...timed, testClocks(timed)];
