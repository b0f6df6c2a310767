import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/mock-fetch';
import { renderAt } from '../../../test/render';
import { CalendarFeedSettings } from './calendar-feed-settings';

const OLD = 'http://forma.test/api/calendar-feeds/aaaaaaaaaaaaaaaaaaaaaa.old.ics';
const NEW = 'http://forma.test/api/calendar-feeds/bbbbbbbbbbbbbbbbbbbbbb.new.ics';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the calendar feed in the client settings', () => {
  it('shows the address read-only and copies it, saying Copied for 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockFetch({ 'GET user/calendar-feed': () => ({ body: { url: OLD } }) });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderAt(<CalendarFeedSettings />);
    const field = await screen.findByRole('textbox', { name: 'Feed address' });
    expect(field).toHaveValue(OLD);
    expect(field).toHaveAttribute('readonly');
    expect(screen.getByText('How to subscribe')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(OLD);
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2900));
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
  });

  it('makes a new link only after the confirmation that the old one stops working', async () => {
    const { calls } = mockFetch({
      'GET user/calendar-feed': () => ({ body: { url: OLD } }),
      'POST user/calendar-feed': () => ({ body: { url: NEW } }),
    });
    const user = userEvent.setup();
    renderAt(<CalendarFeedSettings />);
    await screen.findByDisplayValue(OLD);

    await user.click(screen.getByRole('button', { name: 'Make a new link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make a new link?' });
    expect(within(dialog).getByText(/The current link stops working at once/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Make a new link' }));
    const again = await screen.findByRole('dialog', { name: 'Make a new link?' });
    await user.click(within(again).getByRole('button', { name: 'Make a new link' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Feed address' })).toHaveValue(NEW),
    );
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    expect(
      await screen.findByText('Your new link is ready. Subscribe to it from your calendar app.'),
    ).toBeInTheDocument();
  });

  it('says so when the address cannot be loaded', async () => {
    mockFetch({ 'GET user/calendar-feed': () => ({ status: 403, body: { errors: {} } }) });
    renderAt(<CalendarFeedSettings />);
    expect(
      await screen.findByText('Could not load your calendar feed. Please try again.'),
    ).toBeInTheDocument();
  });
});
