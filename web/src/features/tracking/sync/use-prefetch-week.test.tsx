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
  it('reads this week and the next as the calendar does, for the service worker to keep', async () => {
    renderHook(() => usePrefetchWeek(), { wrapper });
    await waitFor(() => expect(asked).toHaveLength(2));
    expect(asked.sort()).toEqual([
      '/api/user/calendar/days?from=2026-11-23&to=2026-11-29',
      '/api/user/calendar/days?from=2026-11-30&to=2026-12-06',
    ]);
  });

  it('asks for nothing with no connection', async () => {
    online = false;
    renderHook(() => usePrefetchWeek(), { wrapper });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toEqual([]);
  });
});
