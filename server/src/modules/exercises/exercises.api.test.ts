import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { newCoach, type Session } from '../../../test/programs-helpers.ts';
import { findExercisesByIds } from './exercises.api.ts';
import { isUsableExercise } from './exercises.repository.ts';
import { exercises } from './exercises.tables.ts';

let t: TestApp;
let coach: Session;
let other: Session;
let ids: { product: number; own: number; archived: number; theirs: number };

async function insert(accountId: number, name: string, archived = false) {
  const [row] = await t.database.db
    .insert(exercises)
    .values({
      accountId,
      name,
      category: 'strength',
      muscleGroup: 'chest',
      equipment: 'strength',
      archivedAt: archived ? new Date() : null,
    })
    .returning({ id: exercises.id });
  return row!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  coach = await newCoach(t);
  other = await newCoach(t);
  const [squat] = await t.database.db
    .select({ id: exercises.id })
    .from(exercises)
    .where(eq(exercises.key, 'back-squat'));
  ids = {
    product: squat!.id,
    own: await insert(coach.current.id, 'Own Press'),
    archived: await insert(coach.current.id, 'Old Press', true),
    theirs: await insert(other.current.id, 'Their Press'),
  };
});
afterAll(async () => {
  await t.close();
});

describe('what other areas use of the exercise library', () => {
  it("finds the product exercises and the account's own by id, archived ones too", async () => {
    const found = await findExercisesByIds(
      t.database.db,
      [ids.product, ids.own, ids.archived, ids.theirs, 2_000_000_000],
      coach.current.id,
    );
    expect([...found.keys()].sort()).toEqual([ids.product, ids.own, ids.archived].sort());
    expect(found.get(ids.product)).toMatchObject({ name: 'Back Squat', library: 'product' });
    expect(found.get(ids.archived)).toMatchObject({ name: 'Old Press', archived: true });
  });

  it('tells in SQL whether an exercise id is one the account may prescribe', async () => {
    const usable = async (id: number) => {
      const [row] = await t.database.db
        .select({ ok: isUsableExercise(t.database.db, sql`${id}::int`, coach.current.id) })
        .from(sql`(select 1) as one`);
      return row!.ok;
    };
    expect(await usable(ids.product)).toBe(true);
    expect(await usable(ids.archived)).toBe(true);
    expect(await usable(ids.theirs)).toBe(false);
    expect(await usable(2_000_000_000)).toBe(false);
  });
});
