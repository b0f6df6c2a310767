import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePrefetchWeek } from './use-prefetch-week';

let online = true;
let asked: string[] = [];

beforeEach(() => {
  online = true;
  asked = [];
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-24T10:00:00Z'));
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
    timeZone: 'Europe/London',
  } as Intl.ResolvedDateTimeFormatOptions);
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input));
    asked.push(`${url.pathname}?${url.searchParams}`);
    return new Response(JSON.stringify({ days: [] }), { status: 200 });
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;
}

describe('usePrefetchWeek', () => {
  it('reads the coming week, as one range and day by day, for the service worker to keep', async () => {
    renderHook(() => usePrefetchWeek(), { wrapper });
    await waitFor(() => expect(asked).toHaveLength(8));
    const day = (d: number) => `2026-11-${d}`;
    expect(asked).toContain(`/api/user/calendar/days?from=${day(24)}&to=${day(30)}`);
    for (let d = 24; d <= 30; d++) {
      expect(asked).toContain(`/api/user/calendar/days?from=${day(d)}&to=${day(d)}`);
    }
  });

  it('asks for nothing with no connection', async () => {
    online = false;
    renderHook(() => usePrefetchWeek(), { wrapper });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toEqual([]);
  });
});
