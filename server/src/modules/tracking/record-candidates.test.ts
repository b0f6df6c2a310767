import fc from 'fast-check';
import { isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordsOf } from '@forma/contract/tracking/records.rules';
import type { PerformedValues } from '@forma/contract/tracking/results.schemas';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createPlan, newClient, newCoach } from '../../../test/programs-helpers.ts';
import { exercises } from '../exercises/exercises.tables.ts';
import { recordCandidates } from './record-candidates.ts';
import { performedSets } from './tracking.tables.ts';

let t: TestApp;
let userId: number;
let planId: number;
let exerciseId: number;
beforeAll(async () => {
  t = await createTestApp();
  const coach = await newCoach(t, 'pro');
  planId = (await createPlan(t, coach.token)).id;
  userId = (await newClient(t)).private.id;
  const [exercise] = await t.database.db
    .select({ id: exercises.id })
    .from(exercises)
    .where(isNull(exercises.accountId))
    .limit(1);
  exerciseId = exercise!.id;
}, 60_000);
afterAll(async () => {
  await t.close();
});

const small = (max: number) => fc.option(fc.integer({ min: 0, max }), { nil: undefined });
const valuesArb: fc.Arbitrary<PerformedValues> = fc
  .record({ weight_kg: small(4), reps: small(4), time: small(4), distance: small(2) })
  .map((v) => Object.fromEntries(Object.entries(v).filter(([, x]) => x !== undefined)));

describe('recordCandidates', () => {
  it('decides the same records as the whole history does', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(valuesArb, { maxLength: 12 }), valuesArb, async (history, set) => {
        await t.database.db.delete(performedSets);
        if (history.length) {
          await t.database.db.insert(performedSets).values(
            history.map((values, setIndex) => ({
              userId,
              planId,
              setIndex,
              exerciseId,
              values,
              performedOn: '2026-01-01',
            })),
          );
        }
        const candidates = await recordCandidates(
          t.database.db,
          { userId, exerciseId, blockExerciseId: 1, setIndex: 0 },
          set,
        );
        for (const category of ['strength', 'cardio'] as const) {
          expect(recordsOf(set, candidates, category)).toEqual(recordsOf(set, history, category));
        }
      }),
      { numRuns: 400 },
    );
  });
});
