import { describe, expect, it } from 'vitest';
import { monthGrid, shiftMonth, targetOf, weekOf } from './calendar-dates';

const target = (query: string) => targetOf(new URLSearchParams(query), '2025-03-05');

describe("the calendar's dates", () => {
  it('opens the day the address names, with the day and block to show', () => {
    expect(target('year=2025&month=4&day=9&schedule_id=12&section_id=40')).toEqual({
      date: '2025-04-09',
      dayId: 12,
      blockId: 40,
    });
    expect(target('year=2025&month=4')).toMatchObject({ date: '2025-04-01' });
  });

  it('opens today for no date, an impossible one, or ids that are not ids', () => {
    expect(target('')).toEqual({ date: '2025-03-05', dayId: null, blockId: null });
    expect(target('year=2025&month=2&day=30')).toMatchObject({ date: '2025-03-05' });
    expect(target('year=99999&month=1&day=1')).toMatchObject({ date: '2025-03-05' });
    expect(target('year=x&month=1&day=1')).toMatchObject({ date: '2025-03-05' });
    expect(target('schedule_id=0&section_id=99999999999')).toMatchObject({
      dayId: null,
      blockId: null,
    });
  });

  it('lays out weeks from Monday and months as six weeks', () => {
    expect(weekOf('2025-03-05')).toEqual([
      '2025-03-03',
      '2025-03-04',
      '2025-03-05',
      '2025-03-06',
      '2025-03-07',
      '2025-03-08',
      '2025-03-09',
    ]);
    const grid = monthGrid('2025-03-20');
    expect(grid).toHaveLength(42);
    expect([grid[0], grid[41]]).toEqual(['2025-02-24', '2025-04-06']);
  });

  it('moves by months, keeping the day where the month has it', () => {
    expect(shiftMonth('2025-01-31', 1)).toBe('2025-02-28');
    expect(shiftMonth('2025-03-05', -1)).toBe('2025-02-05');
    expect(shiftMonth('2025-12-15', 1)).toBe('2026-01-15');
  });
});
