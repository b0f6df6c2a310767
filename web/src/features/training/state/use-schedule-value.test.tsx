import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { block, scheduleDay } from '../components/builder-test-fixtures';
import { createScheduleStore } from './schedule-store';
import { useScheduleValue } from './use-schedule-value';

const store = () =>
  createScheduleStore({ clientId: null, failureOf: () => null, save: async () => [] });

describe('one value of the working copy', () => {
  it('renders again when its own day changes, not when another day is read', () => {
    const schedule = store();
    schedule.receive(['2025-03-03'], [scheduleDay({ date: '2025-03-03' }, [block(1)])]);
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return useScheduleValue(schedule, (state) => state.days['2025-03-03']?.blocks.length);
    });
    expect(result.current).toBe(1);
    const before = renders;

    // A neighbouring week comes in: this day is the same object, nothing renders.
    act(() => schedule.receive(['2025-03-10'], [scheduleDay({ date: '2025-03-10' }, [])]));
    expect(renders).toBe(before);

    act(() =>
      schedule.receive(
        ['2025-03-03'],
        [scheduleDay({ date: '2025-03-03' }, [block(1), block(2)], 2)],
      ),
    );
    expect(result.current).toBe(2);
    expect(renders).toBe(before + 1);
  });
});
