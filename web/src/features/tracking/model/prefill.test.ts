import { describe, expect, it } from 'vitest';
import { editMetrics, prefillOf } from './prefill';

describe('the pre-fill of a set logged as prescribed', () => {
  it('takes each range at its lower bound and a load in kilograms', () => {
    expect(
      prefillOf({
        reps: { min: 8, max: 10 },
        weight: { kg: { min: 61.235, max: 65 }, unit: 'lb' },
        rest: { min: 90 },
        tempo: '31X0',
      }),
    ).toEqual({ reps: 8, weight_kg: 61.235, rest: 90, tempo: '31X0' });
  });

  it('gives no load for a percentage of max', () => {
    expect(prefillOf({ reps: { min: 5 }, weight: { percent_of_max: { min: 70 } } })).toEqual({
      reps: 5,
    });
  });

  it('has nothing to log when only a percentage of max is prescribed', () => {
    expect(prefillOf({ weight: { percent_of_max: { min: 70, max: 80 } } })).toBeNull();
    expect(prefillOf({})).toBeNull();
  });

  it('keeps cardio metrics', () => {
    expect(prefillOf({ time: { min: 1200 }, distance: { min: 5000, max: 6000 } })).toEqual({
      time: 1200,
      distance: 5000,
    });
  });
});

describe('the metrics a set is edited in', () => {
  it('are the prescribed and recorded ones, load first', () => {
    expect(editMetrics('strength', [{ reps: { min: 5 } }], [{ weight_kg: 40, rpe: 8 }])).toEqual([
      'weight',
      'reps',
      'rpe',
    ]);
  });

  it("fall back to the category's usual ones", () => {
    expect(editMetrics('cardio', [{}], [])).toEqual(['time', 'distance']);
  });
});
