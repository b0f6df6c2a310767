import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Exercise, ExerciseListResponse } from '@forma/contract/exercises/exercises.schemas';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { testImage, uploadOk } from '../../../test/media.ts';
import { api, errorsOf, newCoach, type Session } from '../../../test/programs-helpers.ts';
import { exercises } from './exercises.tables.ts';

let t: TestApp;
let call: ReturnType<typeof api>;
let coach: Session;

beforeAll(async () => {
  t = await createTestApp();
  call = api(t);
  coach = await newCoach(t);
});
afterAll(async () => {
  await t.close();
});

const lunge = {
  name: 'Sled Lunge',
  category: 'strength',
  muscle_group: 'upper_legs',
  primary_muscles: ['quadriceps', 'glutes'],
  secondary_muscles: ['hamstrings'],
  equipment: 'functional',
  default_metrics: ['weight', 'reps'],
  instructions: 'Hold the sled straps and lunge backwards.',
};

async function create(exercise: Record<string, unknown>, token = coach.token) {
  const response = await call('POST', 'exercises', token, { exercise });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Exercise>();
}

async function list(query: string, token = coach.token) {
  const response = await call('GET', `exercises?${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ExerciseListResponse>();
}

describe('the product library', () => {
  it('lists 50 exercises a page by name, and finds Back Squat by a search', async () => {
    const page = await list('library=product');
    expect(page.items).toHaveLength(50);
    expect(page.pagination.total_count).toBeGreaterThanOrEqual(400);
    expect(page.pagination.total_pages).toBe(Math.ceil(page.pagination.total_count / 50));
    const names = page.items.map((item) => item.name.toLowerCase());
    expect(names).toEqual([...names].sort());

    const found = await list('library=product&search=%20back%20SQUAT%20');
    const squat = found.items.find((item) => item.key === 'back-squat');
    expect(squat).toMatchObject({
      name: 'Back Squat',
      library: 'product',
      category: 'strength',
      muscle_group: 'upper_legs',
      archived: false,
    });
    expect(found.items.every((item) => /back/i.test(item.name) && /squat/i.test(item.name))).toBe(
      true,
    );
  });

  it('filters by category, muscle group and equipment together', async () => {
    const page = await list(
      'library=product&category=mobility&muscle_group=lower_legs&equipment=mobility',
    );
    expect(page.items.length).toBeGreaterThan(0);
    for (const item of page.items) {
      expect([item.category, item.muscle_group, item.equipment]).toEqual([
        'mobility',
        'lower_legs',
        'mobility',
      ]);
    }
  });

  it('reads a product exercise by id, which no coach may change or delete', async () => {
    const squat = (await list('library=product&search=Back Squat')).items[0]!;
    const read = await call('GET', `exercises/${squat.id}`, coach.token);
    expect(read.json<Exercise>().instructions.length).toBeGreaterThan(0);
    const patch = await call('PATCH', `exercises/${squat.id}`, coach.token, {
      exercise: { name: 'My Squat' },
    });
    expect(patch.statusCode).toBe(403);
    expect((await call('DELETE', `exercises/${squat.id}`, coach.token)).statusCode).toBe(403);
  });
});

describe("a PROFESSIONAL coach's own library", () => {
  it('creates an exercise in My Library, not in the product library', async () => {
    const created = await create(lunge);
    expect(created).toMatchObject({ ...lunge, library: 'mine', key: null, media: null });
    const [row] = await t.database.db.select().from(exercises).where(eq(exercises.id, created.id));
    expect(row).toMatchObject({
      accountId: coach.current.id,
      name: 'Sled Lunge',
      archivedAt: null,
    });
    expect((await list('library=mine')).items.map((item) => item.id)).toContain(created.id);
    expect((await list('library=product&search=Sled Lunge')).items).toEqual([]);
  });

  it('refuses a second exercise of the same name, ignoring case and spaces', async () => {
    await create({ ...lunge, name: 'Tempo Push-Up' });
    const again = await call('POST', 'exercises', coach.token, {
      exercise: { ...lunge, name: '  tempo push-up ' },
    });
    expect(again.statusCode).toBe(422);
    expect(errorsOf(again)).toEqual({ name: ['This name is already taken.'] });
  });

  it('lets another account use a name this account has', async () => {
    const other = await newCoach(t);
    await create({ ...lunge, name: 'Shared Name' });
    await create({ ...lunge, name: 'Shared Name' }, other.token);
  });

  it('edits the exercise but never its category', async () => {
    const created = await create({ ...lunge, name: 'Box Step' });
    const edited = await call('PATCH', `exercises/${created.id}`, coach.token, {
      exercise: { name: 'Box Step-Up', secondary_muscles: ['calves'], default_metrics: ['reps'] },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<Exercise>()).toMatchObject({
      name: 'Box Step-Up',
      category: 'strength',
      secondary_muscles: ['calves'],
      default_metrics: ['reps'],
    });
    const recategorised = await call('PATCH', `exercises/${created.id}`, coach.token, {
      exercise: { category: 'cardio' },
    });
    expect(recategorised.statusCode).toBe(422);
    expect(errorsOf(recategorised)).toEqual({
      category: ['The metric category cannot be changed once the exercise is saved.'],
    });
    const sameCategory = await call('PATCH', `exercises/${created.id}`, coach.token, {
      exercise: { category: 'strength' },
    });
    expect(sameCategory.statusCode).toBe(200);
  });

  it("refuses default metrics outside the category's metric set", async () => {
    const refused = await call('POST', 'exercises', coach.token, {
      exercise: { ...lunge, name: 'Odd Metrics', default_metrics: ['distance'] },
    });
    expect(refused.statusCode).toBe(422);
    expect(errorsOf(refused)).toEqual({
      default_metrics: ['Choose metrics of the strength category only.'],
    });
    const created = await create({
      ...lunge,
      name: 'Row Sprint',
      category: 'cardio',
      default_metrics: ['time'],
    });
    const edited = await call('PATCH', `exercises/${created.id}`, coach.token, {
      exercise: { default_metrics: ['weight'] },
    });
    expect(edited.statusCode).toBe(422);
  });

  it("shows a media item of the account's library, and refuses another account's", async () => {
    const image = await uploadOk(t, coach.token, {
      name: 'lunge.png',
      content: await testImage(40, 40),
    });
    const created = await create({ ...lunge, name: 'Pictured Lunge', media_id: image.id });
    expect(created.media).toMatchObject({ id: image.id, type: 'image' });
    expect((await list('library=mine&search=Pictured')).items[0]?.media?.id).toBe(image.id);

    const other = await newCoach(t);
    const foreign = await uploadOk(t, other.token, {
      name: 'theirs.png',
      content: await testImage(40, 40),
    });
    const refused = await call('PATCH', `exercises/${created.id}`, coach.token, {
      exercise: { media_id: foreign.id },
    });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(errorsOf(refused))).toEqual(['media_id']);
    const cleared = await call('PATCH', `exercises/${created.id}`, coach.token, {
      exercise: { media_id: null },
    });
    expect(cleared.json<Exercise>().media).toBeNull();
  });

  it('deletes by archiving: gone from the list, readable by id, its name free again', async () => {
    const created = await create({ ...lunge, name: 'Old Favourite' });
    expect((await call('DELETE', `exercises/${created.id}`, coach.token)).statusCode).toBe(204);
    const [row] = await t.database.db.select().from(exercises).where(eq(exercises.id, created.id));
    expect(row?.archivedAt).toBeInstanceOf(Date);
    expect((await list('library=mine&search=Old Favourite')).items).toEqual([]);
    const read = await call('GET', `exercises/${created.id}`, coach.token);
    expect(read.json<Exercise>()).toMatchObject({ id: created.id, archived: true });
    expect((await call('DELETE', `exercises/${created.id}`, coach.token)).statusCode).toBe(404);
    const patched = await call('PATCH', `exercises/${created.id}`, coach.token, {
      exercise: { name: 'Back Again' },
    });
    expect(patched.statusCode).toBe(404);
    await create({ ...lunge, name: 'Old Favourite' });
  });

  it('makes one exercise of 20 identical creates sent at once', async () => {
    const body = { exercise: { ...lunge, name: 'Race Condition Carry' } };
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => call('POST', 'exercises', coach.token, body)),
    );
    const refused = responses.filter((response) => response.statusCode !== 201);
    expect(responses.length - refused.length).toBe(1);
    for (const response of refused) {
      expect(response.statusCode).toBe(422);
      expect(errorsOf(response)).toEqual({ name: ['This name is already taken.'] });
    }
    const rows = await t.database.db
      .select()
      .from(exercises)
      .where(eq(exercises.name, 'Race Condition Carry'));
    expect(rows).toHaveLength(1);
  });
});

describe('input it cannot use', () => {
  it('answers 422 with the fields at fault', async () => {
    const response = await call('POST', 'exercises', coach.token, {
      exercise: {
        name: ' ',
        category: 'yoga',
        muscle_group: 'neck',
        equipment: 'strength',
        primary_muscles: ['wings'],
      },
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(errorsOf(response)).sort()).toEqual([
      'category',
      'muscle_group',
      'name',
      'primary_muscles.0',
    ]);
    expect(errorsOf(response).name).toEqual(['Name is required.']);
  });

  it('refuses a NUL byte, an over-long name and bad list queries', async () => {
    const nul = await call('POST', 'exercises', coach.token, {
      exercise: { ...lunge, name: 'Bad\u0000Name' },
    });
    expect(nul.statusCode).toBe(422);
    const long = await call('POST', 'exercises', coach.token, {
      exercise: { ...lunge, name: 'x'.repeat(101) },
    });
    expect(errorsOf(long)).toEqual({ name: ['Name must have at most 100 characters.'] });
    for (const query of ['library=theirs', 'page=0', 'category=yoga', 'per_page=1000']) {
      expect((await call('GET', `exercises?${query}`, coach.token)).statusCode, query).toBe(422);
    }
    expect((await call('GET', 'exercises?category=', coach.token)).statusCode).toBe(200);
  });

  it('does not find huge, zero or malformed ids', async () => {
    for (const id of ['99999999999', '2147483647', '0', '1e3', '-1', '0x10']) {
      expect((await call('GET', `exercises/${id}`, coach.token)).statusCode, id).toBe(404);
      expect((await call('DELETE', `exercises/${id}`, coach.token)).statusCode, id).toBe(404);
    }
  });
});
