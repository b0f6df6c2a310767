import { badInputSuite } from '../test/bad-input/suite.ts';

// Half of the bad-input property test (test/bad-input/suite.ts), so the halves run side by side.
// Runs on PGlite only (vitest.config.ts leaves *.pglite.test.ts out of the PostgreSQL run): it
// proves the schemas and guards, which are the same on both databases, and stays in CI's budget.
await badInputSuite(1, 2);
