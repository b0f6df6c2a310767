import { describe, expect, it } from 'vitest';
import {
  formatLoad,
  formatMetric,
  parseLoad,
  parseMetric,
  parseRange,
  parseSeconds,
  setsSummary,
} from './set-values';

describe('typed set values', () => {
  it('reads a number or a range, with spaces, an en dash or a decimal comma', () => {
    expect(parseRange('8')).toEqual({ value: { min: 8 } });
    expect(parseRange(' 8 - 10 ')).toEqual({ value: { min: 8, max: 10 } });
    expect(parseRange('8–10')).toEqual({ value: { min: 8, max: 10 } });
    expect(parseRange('7,5')).toEqual({ value: { min: 7.5 } });
    expect(parseRange('10-10')).toEqual({ value: { min: 10 } });
    expect(parseRange('')).toEqual({ value: undefined });
  });

  it('refuses a range upside down and text that is no number', () => {
    expect(parseRange('10-8')).toEqual({ error: 'The upper value cannot be below the lower one.' });
    expect(parseRange('ten')).toEqual({ error: 'Enter a number or a range such as 8-10.' });
    expect(parseRange('8-')).toEqual({ error: 'Enter a number or a range such as 8-10.' });
  });

  it('reads time as seconds or minutes:seconds and shows it back the same way', () => {
    expect(parseSeconds('90')).toEqual({ value: { min: 90 } });
    expect(parseSeconds('1:30-2:00')).toEqual({ value: { min: 90, max: 120 } });
    expect(parseSeconds('1:75')).toEqual({
      error: 'Enter seconds or minutes:seconds, e.g. 90 or 1:30.',
    });
    expect(formatMetric('rest', { rest: { min: 90, max: 120 } })).toBe('1:30-2:00');
    expect(formatMetric('time', { time: { min: 45 } })).toBe('45');
  });

  it('keeps loads in kilograms with the unit written, and percentages of the max', () => {
    expect(parseLoad('60', 'kg')).toEqual({ value: { kg: { min: 60 }, unit: 'kg' } });
    expect(parseLoad('135 lb', 'kg')).toEqual({ value: { kg: { min: 61.235 }, unit: 'lb' } });
    expect(parseLoad('100-110', 'lb')).toEqual({
      value: { kg: { min: 45.359, max: 49.895 }, unit: 'lb' },
    });
    expect(parseLoad('70-75%', 'kg')).toEqual({ value: { percent_of_max: { min: 70, max: 75 } } });
    expect(parseLoad('heavy', 'kg')).toEqual({
      error: 'Enter a load such as 60 kg, 135 lb or 70%.',
    });
  });

  it('shows a load in the unit it was written in', () => {
    expect(formatLoad({ kg: { min: 61.235 }, unit: 'lb' })).toBe('135 lb');
    expect(formatLoad({ kg: { min: 60, max: 62.5 }, unit: 'kg' })).toBe('60-62.5 kg');
    expect(formatLoad({ percent_of_max: { min: 70 } })).toBe('70%');
  });

  it('checks the tempo as the contract does', () => {
    expect(parseMetric('tempo', '31x0', 'kg')).toEqual({ value: '31X0' });
    expect(parseMetric('tempo', '310', 'kg')).toEqual({
      error: 'Write the tempo as four digits or X, e.g. 31X0.',
    });
  });

  it('sums up sets for a block card', () => {
    const set = { reps: { min: 8, max: 10 }, weight: { kg: { min: 60 }, unit: 'kg' as const } };
    expect(setsSummary([set, set, set])).toBe('3 × 8-10 @ 60 kg');
    expect(setsSummary([{ rpe: { min: 7 } }])).toBe('1 set');
    expect(setsSummary([])).toBe('');
  });
});
