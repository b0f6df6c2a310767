import type { Database } from '../src/db/database.ts';
import { ensureWebClient } from '../src/modules/auth/api-clients.ts';
import { ensurePlatformPlans } from '../src/modules/platform-plan/platform-plans.seed.ts';
import { ensureProductExercises } from '../src/modules/exercises/exercises.seed.ts';

export const TEST_CLIENT = {
  client_id: 'forma-web-test',
  client_secret: 'forma-web-test-secret-0123456789',
};

/** What `npm start` does before listening, less the demo data. */
export async function prepareDatabase(database: Database) {
  await database.migrate();
  await ensureWebClient(database.db, TEST_CLIENT.client_id, TEST_CLIENT.client_secret);
  await ensurePlatformPlans(database.db);
  await ensureProductExercises(database.db);
}
