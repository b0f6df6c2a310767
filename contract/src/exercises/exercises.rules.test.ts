import { describe, expect, it } from 'vitest';
import { mayEditExercises, metricsOutside } from './exercises.rules.ts';

type Facts = NonNullable<Parameters<typeof mayEditExercises>[0]>;

const sub = (facts: Partial<Facts> = {}): Facts => ({
  active: true,
  free_plan: false,
  free_usage: false,
  plan: { product_kind: 'professional_band_25' },
  ...facts,
});

describe('who may create and edit exercises (spec 6)', () => {
  it('is a PROFESSIONAL plan or a running trial', () => {
    expect(mayEditExercises(sub())).toBe(true);
    expect(mayEditExercises(sub({ plan: null }))).toBe(true);
  });

  it('is not FREE, a blocked account, the Starter plan or no subscription at all', () => {
    expect(mayEditExercises(sub({ free_plan: true, plan: null }))).toBe(false);
    expect(mayEditExercises(sub({ free_usage: true }))).toBe(false);
    expect(mayEditExercises(sub({ active: false }))).toBe(false);
    expect(mayEditExercises(sub({ plan: { product_kind: 'starter' } }))).toBe(false);
    expect(mayEditExercises(null)).toBe(false);
  });
});

describe("an exercise's default metrics", () => {
  it("are the category's own", () => {
    expect(metricsOutside('strength', ['weight', 'reps', 'rest'])).toEqual([]);
    expect(metricsOutside('mobility', ['time', 'distance', 'watts'])).toEqual([
      'distance',
      'watts',
    ]);
  });
});
