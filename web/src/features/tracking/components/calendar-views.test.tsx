import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CalendarSummary } from '@forma/contract/tracking/calendar.schemas';
import { trackingMessages } from '@forma/contract/tracking/tracking.messages';
import { mockFetch } from '../../../test/mock-fetch';
import { onPhone } from '../../../test/phone';
import { calendarDays, entry, program, trackedBlock } from '../tracking-test-fixtures';
import { renderCalendar } from './calendar-test-render';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const programs = [
  program(),
  program({ membership_id: 12, plan_id: 8, title: 'Run Club', color: '#1c7ed6', flowing: false }),
];

const summary: CalendarSummary = {
  programs,
  days: [
    {
      date: '2025-03-03',
      entries: [
        {
          membership_id: 11,
          day_id: 500,
          titles: ['Squats'],
          block_count: 1,
          completion: 'all',
          comment_count: 0,
          has_feedback: false,
        },
      ],
    },
  ],
};

function serve() {
  const mocks = mockFetch({
    'GET user/calendar': () => ({ body: summary }),
    'GET user/calendar/days': () => ({
      body: calendarDays([entry([trackedBlock(41, { title: 'Squats' })], { completion: 'some' })], {
        programs,
      }),
    }),
  });
  const read = (path: string) =>
    mocks.fetchMock.mock.calls
      .map(([input]) => new URL(String(input)))
      .filter((url) => url.pathname === `/api/${path}`)
      .map((url) => `${url.searchParams.get('from')}..${url.searchParams.get('to')}`);
  return { ...mocks, read };
}

describe('the calendar on a desktop', () => {
  it('shows the month of today with a dot per program and today beside it', async () => {
    const { read } = serve();
    const user = userEvent.setup();
    const { router } = renderCalendar();

    const month = await screen.findByRole('region', { name: 'Month' });
    expect(within(month).getByRole('heading', { name: 'March 2025' })).toBeInTheDocument();
    expect(
      await within(month).findByRole('button', {
        name: 'Monday 3 March 2025: Strength Block (done)',
      }),
    ).toBeInTheDocument();
    const today = within(month).getByRole('button', { name: 'Wednesday 5 March 2025' });
    expect(today).toHaveAttribute('aria-current', 'date');
    expect(today).toHaveAttribute('aria-pressed', 'true');
    expect(read('user/calendar')).toEqual(['2025-02-24..2025-04-06']);
    // The week on screen, and the next one read ahead for use offline.
    await waitFor(() =>
      expect(read('user/calendar/days')).toEqual([
        '2025-03-03..2025-03-09',
        '2025-03-10..2025-03-16',
      ]),
    );
    expect(
      await screen.findByRole('heading', { name: 'Wednesday 5 March 2025', level: 2 }),
    ).toBeInTheDocument();

    const legend = screen.getByRole('region', { name: 'Programs' });
    expect(within(legend).getByText('Strength Block')).toBeInTheDocument();
    expect(within(legend).getByText('Run Club').closest('li')).toHaveTextContent(
      trackingMessages.notFlowing,
    );

    await user.click(within(month).getByRole('button', { name: 'Wednesday 12 March 2025' }));
    expect(
      await screen.findByRole('heading', { name: 'Wednesday 12 March 2025', level: 2 }),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('?year=2025&month=3&day=12');
    await waitFor(() => expect(read('user/calendar/days')).toContain('2025-03-10..2025-03-16'));

    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(await within(month).findByRole('heading', { name: 'April 2025' })).toBeInTheDocument();
    await waitFor(() => expect(read('user/calendar')).toContain('2025-03-31..2025-05-11'));
  });
});

describe('the calendar on a phone', () => {
  it('shows the week strip over the day, moves by weeks, and switches to the month', async () => {
    onPhone();
    const { read } = serve();
    const user = userEvent.setup();
    renderCalendar();

    const week = await screen.findByRole('region', { name: 'Week' });
    const days = within(week).getAllByRole('button', { name: /2025/ });
    expect(days).toHaveLength(7);
    const wednesday = await within(week).findByRole('button', {
      name: 'Wed 5 March 2025: Strength Block (started)',
    });
    expect(wednesday).toHaveAttribute('aria-pressed', 'true');
    // Its name starts with what it shows, for those who speak to their phone (label in name).
    expect(wednesday).toHaveTextContent(/^Wed 5/);
    expect(screen.queryByRole('region', { name: 'Month' })).toBeNull();
    expect(read('user/calendar')).toEqual([]);
    expect(await screen.findByRole('region', { name: 'Squats' })).toBeInTheDocument();

    await user.click(within(week).getByRole('button', { name: 'Next week' }));
    expect(
      await screen.findByRole('heading', { name: 'Wednesday 12 March 2025', level: 2 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(read('user/calendar/days')).toContain('2025-03-10..2025-03-16'));

    await user.click(screen.getByRole('radio', { name: 'Month' }));
    const month = await screen.findByRole('region', { name: 'Month' });
    await user.click(
      await within(month).findByRole('button', {
        name: 'Monday 3 March 2025: Strength Block (done)',
      }),
    );
    expect(
      await screen.findByRole('heading', { name: 'Monday 3 March 2025', level: 2 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Week' })).toBeInTheDocument();
  });
});
