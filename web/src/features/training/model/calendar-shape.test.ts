import { describe, expect, it } from 'vitest';
import {
  dayId,
  initialWeek,
  keyOfId,
  shapeOf,
  shiftDay,
  weekDays,
  weekQuery,
  weekWindow,
} from './calendar-shape';
import { dayName, weekName } from './calendar-labels';

describe('calendar shapes', () => {
  it('lays dated programs on real Monday-to-Sunday weeks', () => {
    const shape = shapeOf('one_many', null);
    const week = initialWeek(shape, '2025-03-05');
    expect(weekDays(shape, week).map(dayId)).toEqual([
      '2025-03-03',
      '2025-03-04',
      '2025-03-05',
      '2025-03-06',
      '2025-03-07',
      '2025-03-08',
      '2025-03-09',
    ]);
    expect(weekQuery(shape, week)).toEqual({ from: '2025-03-03', to: '2025-03-09' });
    expect(weekName(shape, week)).toBe('3 Mar – 9 Mar 2025');
    expect(dayName({ date: '2025-03-03' })).toBe('Monday 3 March 2025');
  });

  it('numbers Session 1 Day 1 and Fixed Length weeks from 1, Fixed Length up to its weeks', () => {
    const fixed = shapeOf('fixed', 4);
    expect(initialWeek(fixed, '2025-03-05')).toBe(1);
    expect(weekDays(fixed, 2)[0]).toEqual({ week: 2, day: 1 });
    expect(weekQuery(fixed, 2)).toEqual({ from_week: 2, to_week: 2 });
    expect(weekWindow(fixed, 1)).toEqual([1, 2]);
    expect(weekWindow(fixed, 4)).toEqual([4, 3]);
    expect(weekName(fixed, 2)).toBe('Week 2 of 4');
    expect(weekName(shapeOf('membership', null), 2)).toBe('Week 2');
    expect(dayName({ week: 2, day: 3 })).toBe('Week 2, Day 3');
  });

  it('moves a day across weeks and stops at a progressive calendar’s ends', () => {
    const fixed = shapeOf('fixed', 2);
    expect(shiftDay(fixed, { week: 1, day: 6 }, 3)).toEqual({ week: 2, day: 2 });
    expect(shiftDay(fixed, { week: 2, day: 7 }, 1)).toBeNull();
    expect(shiftDay(shapeOf('individual', null), { date: '2025-12-31' }, 1)).toEqual({
      date: '2026-01-01',
    });
    expect(keyOfId('w12d3')).toEqual({ week: 12, day: 3 });
    expect(keyOfId('2025-03-03')).toEqual({ date: '2025-03-03' });
  });
});
