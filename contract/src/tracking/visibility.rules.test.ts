import { describe, expect, it } from 'vitest';
import { isDateVisible, trainingFlows, visibleTo } from './visibility.rules.ts';

const today = '2030-03-05';

describe('how far ahead a client sees (spec 1)', () => {
  it('shows a Group Rolling Calendar or 1-2-1 client the coach’s N days, or all', () => {
    expect(visibleTo('one_many', 3, today)).toBe('2030-03-07');
    expect(visibleTo('individual', 1, today)).toBe(today);
    expect(visibleTo('one_many', null, today)).toBeNull();
  });

  it('shows Session 1 Day 1 a week and Fixed Length everything', () => {
    expect(visibleTo('membership', null, today)).toBe('2030-03-11');
    expect(visibleTo('membership', 30, today)).toBe('2030-03-11');
    expect(visibleTo('fixed', 3, today)).toBeNull();
  });

  it('opens a date up to the last visible one, never a date not placed yet', () => {
    expect(isDateVisible('2030-03-07', '2030-03-07')).toBe(true);
    expect(isDateVisible('2030-03-08', '2030-03-07')).toBe(false);
    expect(isDateVisible('2031-01-01', null)).toBe(true);
    expect(isDateVisible(null, null)).toBe(false);
  });
});

describe('whether training flows', () => {
  const flows = (state: Parameters<typeof trainingFlows>[0]['state'], planType = 'one_many') =>
    trainingFlows({
      planType: planType as 'one_many',
      state,
      startDate: '2030-03-01',
      today,
    });

  it('flows while active, in a trial, and to the end of a cancelled period', () => {
    expect(['active', 'trialing', 'canceledEOB'].map((s) => flows(s as 'active'))).toEqual([
      true,
      true,
      true,
    ]);
  });

  it('stops on a missed payment, an incomplete first charge, a pending resume, and past', () => {
    expect(['past_due', 'incomplete', 'resume', 'past'].map((s) => flows(s as 'active'))).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it('keeps a finished Fixed Length program, and starts a scheduled one on its date', () => {
    expect(flows('past', 'fixed')).toBe(true);
    expect(flows('scheduled')).toBe(true);
    expect(
      trainingFlows({ planType: 'one_many', state: 'scheduled', startDate: '2030-03-06', today }),
    ).toBe(false);
  });
});
