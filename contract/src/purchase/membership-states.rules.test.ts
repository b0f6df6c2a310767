import { describe, expect, it } from 'vitest';
import { effectiveState, isOngoing, isPast } from './membership-states.rules.ts';

describe('membership states', () => {
  it('counts a client who holds a place, and not one who left or was only invited', () => {
    expect(isOngoing('canceledEOB')).toBe(true);
    expect(isOngoing('past_due')).toBe(true);
    expect(isOngoing('init')).toBe(false);
    expect(isOngoing('canceled')).toBe(false);
    expect(isPast('incomplete_expired')).toBe(true);
    expect(isPast('active')).toBe(false);
  });

  it('makes a scheduled membership active from its start date, in the reader’s today', () => {
    const row = { state: 'scheduled' as const, startDate: '2026-11-24' };
    expect(effectiveState(row, '2026-11-23')).toBe('scheduled');
    expect(effectiveState(row, '2026-11-24')).toBe('active');
    expect(effectiveState({ state: 'canceled', startDate: '2026-01-01' }, '2026-11-24')).toBe(
      'canceled',
    );
  });
});
