import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ScheduleDay } from '@forma/contract/training/schedule.schemas';
import { act } from '@testing-library/react';
import { configQueryOptions } from '../../auth';
import { meQueryKey } from '../../../lib/session/me';
import { createQueryClient } from '../../../lib/query-client';
import { privateCoach } from '../../../test/fixtures';
import { appConfig, deferred, mockFetch } from '../../../test/mock-fetch';
import { renderRoutes } from '../../../test/render';
import {
  block,
  fakeExercises,
  renderWithCoach,
  scheduleDay,
} from '../components/builder-test-fixtures';
import { ScheduleBuilder } from '../components/schedule-builder';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const SCHEDULE = 'coach/plans/7/schedule';
const WAIT = { timeout: 5000 };
const day = (name: string) => screen.getByRole('region', { name });

/** Three weeks of a Group Rolling Calendar: each read answers all, the builder keeps its week's. */
const DAYS = [
  scheduleDay({ date: '2025-03-03' }, [block(11, { title: 'Squats' })]),
  scheduleDay({ date: '2025-03-04' }, [block(12, { title: 'Bike' })]),
  scheduleDay({ date: '2025-03-10' }, [block(13, { title: 'Lunges' })]),
  scheduleDay({ date: '2025-03-17' }, [block(14, { title: 'Rows' })]),
];

/** The schedule's answers (`first` holds the first read's), and the weeks read, by their Monday. */
function serveSchedule(first?: Promise<{ body: unknown }>) {
  const days = [...DAYS];
  const answer = { body: { plan_type: 'one_many', weeks: null, days } };
  let reads = 0;
  const mocks = mockFetch({
    [`GET ${SCHEDULE}`]: () => {
      reads += 1;
      return reads === 1 && first ? first : answer;
    },
    [`PUT ${SCHEDULE}`]: (call) => {
      const sent = (call.body as { days: (ScheduleDay & { key: { date: string } })[] }).days;
      const days = sent.map((each, i) =>
        scheduleDay(
          each.key,
          each.blocks.map((sentBlock, j) => block(100 + i * 10 + j, { title: sentBlock.title })),
          each.version + 1,
        ),
      );
      return { body: { days } };
    },
  });
  const weeksRead = () =>
    mocks.fetchMock.mock.calls
      .filter(([, init]) => (init?.method ?? 'GET') === 'GET')
      .map(([input]) => new URL(String(input)))
      .filter((url) => url.pathname.endsWith('/schedule'))
      .map((url) => url.searchParams.get('from'));
  return { ...mocks, weeksRead, answer, days };
}

const builder = (
  <ScheduleBuilder
    planId={7}
    planType="one_many"
    clientId={null}
    today="2025-03-05"
    exercises={fakeExercises()}
  />
);
const renderBuilder = () => renderWithCoach(builder);

describe('the builder’s weeks', () => {
  it('asks for the week on screen first, and for its neighbours once it is in', async () => {
    const visible = deferred<{ body: unknown }>();
    const { weeksRead, answer } = serveSchedule(visible.promise);
    renderBuilder();

    await waitFor(() => expect(weeksRead()).toEqual(['2025-03-03']));
    expect(screen.getByRole('progressbar', { name: 'Loading the week…' })).toBeInTheDocument();
    // Nothing else is asked while the coach waits for this week.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(weeksRead()).toEqual(['2025-03-03']);

    visible.resolve(answer);
    expect(await screen.findByText('Squats')).toBeInTheDocument();
    await waitFor(() => expect(weeksRead()).toEqual(['2025-03-03', '2025-03-10', '2025-02-24']));
  });

  it('shows a week already read at once, without asking for it again', async () => {
    const { weeksRead } = serveSchedule();
    const user = userEvent.setup();
    renderBuilder();
    await screen.findByText('Squats');
    await waitFor(() => expect(weeksRead()).toHaveLength(3), WAIT);

    await user.click(screen.getByRole('button', { name: 'Next week' }));
    expect(screen.getByText('Lunges')).toBeInTheDocument();
    // Only the week that came into reach (the one after) is read.
    await waitFor(() => expect(weeksRead()).toHaveLength(4), WAIT);
    expect(weeksRead().at(-1)).toBe('2025-03-17');

    await user.click(screen.getByRole('button', { name: 'Previous week' }));
    expect(screen.getByText('Squats')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next week' }));
    expect(screen.getByText('Lunges')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(weeksRead()).toHaveLength(4);
  });

  it('keeps what was saved into a neighbouring week when that week comes on screen', async () => {
    const { calls } = serveSchedule();
    const user = userEvent.setup();
    renderBuilder();
    await screen.findByText('Squats');

    // Monday and Tuesday pasted from Sunday 9 March: Tuesday's Bike lands on Monday 10 March.
    await user.click(screen.getByRole('checkbox', { name: 'Select Monday 3 March 2025' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Tuesday 4 March 2025' }));
    await user.click(screen.getByRole('button', { name: 'Copy days' }));
    const sunday = 'Sunday 9 March 2025';
    await user.click(within(day(sunday)).getByRole('button', { name: `Actions for ${sunday}` }));
    await user.click(await screen.findByRole('menuitem', { name: 'Paste keeping structure' }));
    await waitFor(
      () => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1),
      WAIT,
    );
    expect(await screen.findByText('Saved')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next week' }));
    const monday = day('Monday 10 March 2025');
    expect(within(monday).getByText('Bike')).toBeInTheDocument();
    expect(within(monday).queryByText('Lunges')).not.toBeInTheDocument();
  });

  it('shows the days as saved when the coach comes back to the builder later', async () => {
    const { calls, days } = serveSchedule();
    const queryClient = createQueryClient();
    queryClient.setQueryData(meQueryKey, privateCoach());
    queryClient.setQueryData(configQueryOptions().queryKey, appConfig);
    const { router } = renderRoutes(
      [
        { path: '/builder', element: builder },
        { path: '/program', element: <p>The program</p> },
      ],
      { path: '/builder', queryClient },
    );
    const user = userEvent.setup();
    const monday = 'Monday 3 March 2025';
    await screen.findByText('Squats');
    await user.click(within(day(monday)).getByRole('button', { name: `Actions for ${monday}` }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete day' }));
    await user.click(await screen.findByRole('button', { name: 'Delete day' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1);

    await act(() => router.navigate('/program'));
    await screen.findByText('The program');
    // The server now holds the deleted day: the builder reads its weeks again.
    days.splice(0, 1, scheduleDay({ date: '2025-03-03' }, [], 2));
    await act(() => router.navigate('/builder'));
    const mondayAgain = await screen.findByRole('region', { name: monday });
    expect(within(mondayAgain).getByText('Nothing planned')).toBeInTheDocument();
    expect(screen.queryByText('Squats')).not.toBeInTheDocument();
  });
});
