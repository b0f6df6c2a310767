import { vi } from 'vitest';
import { badInputSuite } from '../test/bad-input/suite.ts';

// Half of the bad-input property test (test/bad-input/suite.ts), so the halves run side by side.
// Runs on PGlite only (vitest.config.ts leaves *.pglite.test.ts out of the PostgreSQL run): it
// proves the schemas and guards, which are the same on both databases, and stays in CI's budget.
// The coach's payment account is connected (as in prices-tracks.test.ts), so paid programs exist.
vi.mock('./modules/programs/payouts.ts', () => ({
  payoutStatus: async () => ({
    connected: true,
    chargesEnabled: true,
    payoutDetails: true,
    stripeAccount: 'acct_test',
  }),
}));

await badInputSuite(1, 2);
