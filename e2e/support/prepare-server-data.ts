// Runs before the journeys' server starts, on the same DATA_DIR: migrates, seeds the product
// exercises and the demo data and adds coaches in the platform-plan states the journeys need
// (blocked, empty, trial, empty business). It also makes the Stripe sandbox's keys, which the
// server then reads from the database, and leaves the secret key to the journeys in a file.
import { writeFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../../server/src/config.ts';
import { openDatabase } from '../../server/src/db/database.ts';
import { seedDemo } from '../../server/src/db/seed/demo-seed.ts';
import { ensureWebClient } from '../../server/src/modules/auth/api-clients.ts';
import { createBusinessAccount } from '../../server/src/modules/accounts/accounts.service.ts';
import { coachSubscriptions } from '../../server/src/modules/platform-plan/platform-plan.tables.ts';
import { ensurePlatformPlans } from '../../server/src/modules/platform-plan/platform-plans.seed.ts';
import { ensureProductExercises } from '../../server/src/modules/exercises/exercises.seed.ts';
import { createPerson } from '../../server/src/modules/accounts/create-person.ts';
import { areaPorts } from '../../server/src/area-ports.ts';
import { users } from '../../server/src/modules/accounts/users.tables.ts';
import { withStripeKeys } from '../../server/src/platform/stripe/stripe-keys.ts';
import { FIXTURE_COACHES, FIXTURE_PASSWORD } from './fixtures.ts';
import { sandboxSecretKeyFile } from './sandbox-key.ts';

const DAY = 24 * 60 * 60 * 1000;

const config = loadConfig();
const database = openDatabase(config);
await database.migrate();
await ensureWebClient(database.db, config.webClientId, config.webClientSecret);
await ensurePlatformPlans(database.db);
// The demo programs' training prescribes product exercises (the server's start upserts them too).
await ensureProductExercises(database.db);
await seedDemo(database.db);

const db = database.db;
for (const fixture of Object.values(FIXTURE_COACHES)) {
  const person = await createPerson(
    { db, ports: areaPorts },
    {
      email: fixture.email,
      password: FIXTURE_PASSWORD,
      role: 'coach',
      firstName: fixture.firstName,
      lastName: 'Fixture',
      country: 'GB',
      birthdate: '1985-01-01',
      confirmed: true,
    },
  );
  if (fixture.state === 'empty') continue;
  const accountId = await createBusinessAccount({ db, ports: areaPorts }, person, {
    kind: 'team',
    title: fixture.accountTitle,
    country: 'GB',
  });
  await db.update(users).set({ currentAccountId: accountId }).where(eq(users.id, person.id));
  const subscription = {
    blocked: {
      active: false,
      freePlan: false,
      trial: false,
      trialEndDate: new Date(Date.now() - 3 * DAY),
    },
    trial: {
      active: true,
      freePlan: false,
      trial: true,
      trialEndDate: new Date(Date.now() + 20 * DAY),
    },
    'empty-business': { active: false, freePlan: false, trial: false, trialEndDate: null },
  }[fixture.state];
  await db
    .update(coachSubscriptions)
    .set(subscription)
    .where(eq(coachSubscriptions.accountId, accountId));
}
// Only this harness writes it (the server never shows its key): mode 0600, in the journeys'
// own DATA_DIR, made afresh for every run.
const { stripe } = await withStripeKeys(config, db);
writeFileSync(sandboxSecretKeyFile(config.dataDir), stripe.secretKey, { mode: 0o600 });
await database.close();
