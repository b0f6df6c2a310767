import { describe, expect, it } from 'vitest';
import { daySchema, dmyDateSchema, isDay } from './dates.ts';

describe('calendar days sent as YYYY-MM-DD', () => {
  it('accepts real days only', () => {
    expect(isDay('2024-02-29')).toBe(true);
    for (const value of ['2023-02-29', '9999-99-99', '2024-13-01', '2024-04-31', '2024-1-01']) {
      expect(isDay(value), value).toBe(false);
    }
  });

  it('keeps request days within years a schedule can run in', () => {
    expect(daySchema().safeParse('2030-03-10').success).toBe(true);
    for (const value of ['0000-01-01', '1899-12-31', '3000-01-01', '9999-12-31']) {
      expect(daySchema().safeParse(value).success, value).toBe(false);
    }
  });
});

describe('dates sent as DD/MM/YYYY (birthdates)', () => {
  it('accepts real dates only', () => {
    expect(dmyDateSchema().safeParse('29/02/2000').success).toBe(true);
    for (const value of ['31/02/1990', '29/02/2001', '00/01/1990', '99/99/9999', '1/2/1990']) {
      expect(dmyDateSchema().safeParse(value).success, value).toBe(false);
    }
  });
});
