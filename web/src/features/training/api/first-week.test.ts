import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { storageKeys } from '../../../lib/storage-keys';
import { mockFetch } from '../../../test/mock-fetch';
import { localToday, mondayOf, prefetchBuilder, takeFirstWeek } from './first-week';

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

const week = { plan_type: 'one_many', weeks: null, days: [] };

describe("the builder's first week, asked as its route opens", () => {
  it('asks nothing for a visitor without a session', () => {
    const { calls } = mockFetch({});
    prefetchBuilder({ plan_id: '7' }, createQueryClient());
    expect(calls).toEqual([]);
    expect(takeFirstWeek(7, null, { from_week: 1 })).toBeNull();
  });

  it("asks the program and the week naming both calendars' first weeks, taken once", async () => {
    localStorage.setItem(storageKeys.accessToken, 'token');
    const { calls } = mockFetch({
      'GET coach/plans/7': () => ({ body: { id: 7 } }),
      'GET coach/plans/7/schedule': () => ({ body: week }),
    });
    const queryClient = createQueryClient();
    prefetchBuilder({ plan_id: '7' }, queryClient);

    const monday = mondayOf(localToday());
    const read = calls.find((call) => call.path === 'coach/plans/7/schedule')!;
    expect(Object.fromEntries(read.query!)).toMatchObject({
      from: monday,
      from_week: '1',
      to_week: '1',
    });
    expect(calls.map((call) => call.path)).toContain('coach/plans/7');
    // Another program, another client, another week: not this read.
    expect(takeFirstWeek(8, null, { from: monday })).toBeNull();
    expect(takeFirstWeek(7, 3, { from: monday })).toBeNull();
    expect(takeFirstWeek(7, null, { from_week: 2 })).toBeNull();

    await expect(takeFirstWeek(7, null, { from: monday })).resolves.toEqual(week);
    expect(takeFirstWeek(7, null, { from: monday })).toBeNull();
  });
});
