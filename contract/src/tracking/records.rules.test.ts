import { describe, expect, it } from 'vitest';
import { currentRecords, recordsOf } from './records.rules.ts';

describe('personal records on save', () => {
  it('sets none with a first result: it beats nothing', () => {
    expect(recordsOf({ weight_kg: 100, reps: 5 }, [], 'strength')).toEqual([]);
  });

  it('finds the heaviest load, and not a load equal to the best', () => {
    const others = [
      { weight_kg: 100, reps: 5 },
      { weight_kg: 90, reps: 8 },
    ];
    expect(recordsOf({ weight_kg: 102.5, reps: 1 }, others, 'strength')).toEqual(['heaviest_load']);
    expect(recordsOf({ weight_kg: 100, reps: 1 }, others, 'strength')).toEqual([]);
  });

  it('finds most reps against sets with the same or a heavier load only', () => {
    const others = [
      { weight_kg: 100, reps: 5 },
      { weight_kg: 80, reps: 12 },
    ];
    // 6 reps at 90 kg: beats the 5 at 100 kg; the 12 at a lighter 80 kg do not count.
    expect(recordsOf({ weight_kg: 90, reps: 6 }, others, 'strength')).toEqual([
      'most_reps_at_load',
    ]);
    expect(recordsOf({ weight_kg: 90, reps: 5 }, others, 'strength')).toEqual([]);
    // Reps without a load set no rep record.
    expect(recordsOf({ reps: 50 }, [{ reps: 10 }], 'strength')).toEqual([]);
  });

  it('finds the fastest time over the same distance, or of cardio without one', () => {
    const rows = [{ time: 100, distance: 500 }, { time: 300, distance: 1000 }, { time: 60 }];
    expect(recordsOf({ time: 98, distance: 500 }, rows, 'cardio')).toEqual(['fastest_time']);
    // Faster than the 1000 m, but over 500 m only the 500 m counts.
    expect(recordsOf({ time: 101, distance: 500 }, rows, 'cardio')).toEqual([]);
    expect(recordsOf({ time: 55 }, rows, 'cardio')).toEqual(['fastest_time']);
    // A shorter strength hold is no record.
    expect(recordsOf({ time: 20 }, [{ time: 60 }], 'strength')).toEqual([]);
  });

  it('finds the longest distance, and a new heaviest load alone', () => {
    const others = [
      { time: 200, distance: 800 },
      { time: 100, distance: 1000 },
    ];
    expect(recordsOf({ time: 150, distance: 1200 }, others, 'cardio')).toEqual([
      'longest_distance',
    ]);
    // Heavier than ever: no rep record, as no set with that load or more was done before.
    expect(
      recordsOf({ weight_kg: 120, reps: 3 }, [{ weight_kg: 110, reps: 2 }], 'strength'),
    ).toEqual(['heaviest_load']);
  });
});

describe('the records a client holds', () => {
  it('takes, per kind, the latest set that set it', () => {
    const held = currentRecords([
      {
        values: { weight_kg: 100, reps: 5 },
        records: ['heaviest_load'],
        performed_on: '2030-01-01',
      },
      {
        values: { weight_kg: 110, reps: 2 },
        records: ['heaviest_load'],
        performed_on: '2030-01-08',
      },
      {
        values: { weight_kg: 90, reps: 9 },
        records: ['most_reps_at_load'],
        performed_on: '2030-01-05',
      },
      { values: { time: 95, distance: 500 }, records: [], performed_on: '2030-01-09' },
    ]);
    expect(held).toEqual([
      { kind: 'heaviest_load', value: 110, load_kg: 110, performed_on: '2030-01-08' },
      { kind: 'most_reps_at_load', value: 9, load_kg: 90, performed_on: '2030-01-05' },
    ]);
  });
});
