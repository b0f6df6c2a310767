import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { ensureProductExercises } from './exercises.seed.ts';
import { exercises, productLibraryVersions } from './exercises.tables.ts';
import { PRODUCT_EXERCISES, PRODUCT_LIBRARY_VERSION } from './seed/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const productRow = (key: string) =>
  t.database.db
    .select()
    .from(exercises)
    .where(and(eq(exercises.key, key), isNull(exercises.accountId)))
    .then((rows) => rows[0]);

describe('seeding the product exercise library', () => {
  it('is in every new database, at the current version, and skipped when current', async () => {
    const live = await t.database.db
      .select({ key: exercises.key })
      .from(exercises)
      .where(and(isNull(exercises.accountId), isNull(exercises.archivedAt)));
    expect(live).toHaveLength(PRODUCT_EXERCISES.length);
    const [stored] = await t.database.db.select().from(productLibraryVersions);
    expect(stored).toMatchObject({ library: 'exercises', version: PRODUCT_LIBRARY_VERSION });
    expect(await ensureProductExercises(t.database.db)).toBe(false);
  });

  it('upserts a new version by key: renames keep their id, removed exercises are archived', async () => {
    const squat = await productRow('back-squat');
    const removed = PRODUCT_EXERCISES.find((e) => e.key === 'wall-sit')!;
    const next = [
      ...PRODUCT_EXERCISES.filter((e) => e.key !== removed.key).map((e) =>
        e.key === 'back-squat' ? { ...e, name: 'Barbell Back Squat' } : e,
      ),
      { ...removed, key: 'wall-sit-hold', name: 'Wall Sit Hold' },
    ];
    expect(await ensureProductExercises(t.database.db, next, PRODUCT_LIBRARY_VERSION + 1)).toBe(
      true,
    );
    expect(await productRow('back-squat')).toMatchObject({
      id: squat!.id,
      name: 'Barbell Back Squat',
    });
    expect((await productRow('wall-sit'))?.archivedAt).toBeInstanceOf(Date);
    expect((await productRow('wall-sit-hold'))?.archivedAt).toBeNull();

    // Back to the shipped library: the archived one returns, the extra one is archived.
    await ensureProductExercises(t.database.db);
    expect((await productRow('wall-sit'))?.archivedAt).toBeNull();
    expect((await productRow('wall-sit-hold'))?.archivedAt).toBeInstanceOf(Date);
    expect((await productRow('back-squat'))?.name).toBe('Back Squat');
  });
});
