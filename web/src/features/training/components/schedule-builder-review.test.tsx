import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReviewDay } from '@forma/contract/tracking/calendar.schemas';
import { mockFetch, type MockCall } from '../../../test/mock-fetch';
import { block, fakeExercises, renderWithCoach, scheduleDay } from './builder-test-fixtures';
import { ScheduleBuilder } from './schedule-builder';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const monday = 'Monday 3 March 2025';
const tuesday = 'Tuesday 4 March 2025';
const region = (name: string) => screen.getByRole('region', { name });
const FEEDBACK = 'PUT coach/athletes/21/days/501/feedback';

const set = { reps: { min: 8 }, weight: { kg: { min: 60 }, unit: 'kg' as const } };
/** Monday 3 March (day 501): squats of two sets, and the day's macros. */
const mondayDay = {
  ...scheduleDay({ date: '2025-03-03' }, [
    block(11, {
      title: 'Squats',
      exercises: [
        {
          id: 41,
          exercise_id: 31,
          superset: null,
          notes: '',
          sets: [set, set],
          exercise: { id: 31, name: 'Back Squat', category: 'strength', archived: false },
        },
      ],
    }),
    block(12, { kind: 'macros', macros: { mode: 'exact', protein: 150, carbs: 200, fat: 60 } }),
  ]),
  id: 501,
};

const feedback = (kind: 'training' | 'macros', body: string) => ({
  kind,
  body,
  author_name: 'Alex Coach',
  updated_at: '2025-03-04T10:00:00Z',
});

/** Casey logged one set and the macros; Sam logged nothing. */
const reviewDay: ReviewDay = {
  day_id: 501,
  clients: [
    {
      user_id: 21,
      membership_id: 11,
      full_name: 'Casey Jordan',
      avatar_url: null,
      date: '2025-03-03',
      completion: 'some',
      performed: [
        {
          id: 1,
          block_id: 11,
          block_exercise_id: 41,
          set_index: 0,
          exercise_id: 31,
          values: { weight_kg: 62.5, reps: 8, rpe: 8 },
          records: ['heaviest_load'],
          performed_on: '2025-03-03',
          updated_at: '2025-03-03T18:00:00Z',
        },
      ],
      done_block_ids: [],
      macros_logs: [
        {
          block_id: 12,
          protein: 140,
          carbs: 190,
          fat: 55,
          calories: 1815,
          logged_at: '2025-03-03T20:00:00Z',
        },
      ],
      comment_count: 1,
      feedback: [feedback('macros', 'Good protein')],
    },
    {
      user_id: 22,
      membership_id: 12,
      full_name: 'Sam Lee',
      avatar_url: null,
      date: '2025-03-03',
      completion: 'none',
      performed: [],
      done_block_ids: [],
      macros_logs: [],
      comment_count: 0,
      feedback: [],
    },
  ],
};

function serveReview(saveFeedback?: (call: MockCall) => { status?: number; body?: unknown }) {
  return mockFetch({
    'GET coach/plans/7/schedule': () => ({
      body: { plan_type: 'one_many', weeks: null, days: [mondayDay] },
    }),
    'GET coach/plans/7/review': () => ({
      body: { days: [{ day_id: 501, all: 3, some: 1, none: 2 }] },
    }),
    'GET coach/plans/7/review/501': () => ({ body: reviewDay }),
    [FEEDBACK]: (call) =>
      saveFeedback?.(call) ?? {
        body: { ...feedback('training', ''), ...(call.body as object) },
      },
  });
}

const renderBuilder = () =>
  renderWithCoach(
    <ScheduleBuilder
      planId={7}
      planType="one_many"
      clientId={null}
      today="2025-03-05"
      exercises={fakeExercises()}
    />,
  );

const queryOf = (fetchMock: ReturnType<typeof mockFetch>['fetchMock'], path: string) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input)))
    .filter((url) => url.pathname.endsWith(path))
    .map((url) => Object.fromEntries(url.searchParams));

describe("the coach's review in the builder", () => {
  it('shows how many clients completed all, some or none of a day, only where clients are', async () => {
    const { fetchMock } = serveReview();
    const user = userEvent.setup();
    renderBuilder();

    const counts = await within(await screen.findByRole('region', { name: monday })).findByRole(
      'button',
      {
        name: new RegExp(
          `^${monday}, clients who completed the work: 3 all · 1 some · 2 none. Open the Performance Review$`,
        ),
      },
    );
    expect(counts).toHaveTextContent('3 all · 1 some · 2 none');
    expect(queryOf(fetchMock, '/review')).toEqual([{ from: '2025-03-03', to: '2025-03-09' }]);
    expect(within(region(tuesday)).queryByText(/all ·/)).not.toBeInTheDocument();

    // The counts open the day's Performance Review.
    await user.click(counts);
    const panel = await screen.findByRole('dialog', { name: 'Performance Review' });
    expect(await within(panel).findByText(`Results of ${monday}`)).toBeInTheDocument();
  });

  it("switches a day to review mode, showing its clients' results instead of the editing controls", async () => {
    serveReview();
    const user = userEvent.setup();
    renderBuilder();
    await screen.findByRole('button', { name: /3 all · 1 some/ });
    expect(within(region(monday)).getByRole('button', { name: 'Move Squats' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: `Actions for ${monday}` }));
    await user.click(await screen.findByRole('menuitem', { name: 'Review mode' }));

    const clients = await within(region(monday)).findByRole('list', {
      name: `Clients on ${monday}`,
    });
    const casey = within(clients).getByRole('link', { name: 'Casey Jordan' });
    expect(casey).toHaveAttribute(
      'href',
      '/coach/athlete/21/calendar?year=2025&month=3&day=3&schedule_id=501',
    );
    expect(within(clients).getByText('Completed some')).toBeInTheDocument();
    expect(
      within(clients).getByText('1 set logged · Macros logged · 1 comment'),
    ).toBeInTheDocument();
    expect(within(clients).getByText('Completed none')).toBeInTheDocument();
    // The blocks stay, read only; the other days keep building.
    expect(within(region(monday)).getByText('Squats')).toBeInTheDocument();
    expect(within(region(monday)).queryByRole('button', { name: 'Move Squats' })).toBeNull();
    expect(within(region(monday)).queryByRole('checkbox')).toBeNull();
    expect(within(region(tuesday)).getByRole('checkbox')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: `Actions for ${monday}` }));
    expect(screen.queryByRole('menuitem', { name: 'Add training block' })).toBeNull();
    await user.click(await screen.findByRole('menuitem', { name: 'Build mode' }));
    await waitFor(() => expect(within(region(monday)).queryByRole('list')).toBeNull());
    expect(within(region(monday)).getByRole('button', { name: 'Move Squats' })).toBeInTheDocument();
  });

  it('puts the whole week in review mode from the toolbar, the sidebar opening the reviews only', async () => {
    serveReview();
    const user = userEvent.setup();
    renderBuilder();
    await screen.findByRole('button', { name: /3 all · 1 some/ });

    await user.click(screen.getByRole('radio', { name: 'Review mode' }));
    expect(
      await within(region(monday)).findByRole('list', { name: `Clients on ${monday}` }),
    ).toBeInTheDocument();
    expect(within(region(tuesday)).getByText('No client results on this day.')).toBeInTheDocument();
    const sidebar = screen.getByRole('navigation', { name: 'Build' });
    expect(within(sidebar).queryByRole('button', { name: /Training block/ })).toBeNull();
    await user.click(within(sidebar).getByRole('button', { name: 'Macros Review' }));
    expect(await screen.findByRole('dialog', { name: 'Macros Review' })).toBeInTheDocument();
  });

  it('shows the performed sets next to the prescription and sends the feedback', async () => {
    const { calls } = serveReview();
    const user = userEvent.setup();
    renderBuilder();
    await screen.findByRole('button', { name: /3 all · 1 some/ });

    await user.click(screen.getByRole('button', { name: 'Performance Review' }));
    const panel = await screen.findByRole('dialog', { name: 'Performance Review' });
    const casey = within(await within(panel).findByRole('article', { name: 'Casey Jordan' }));
    expect(casey.getByRole('link', { name: 'Open Casey Jordan’s calendar' })).toHaveAttribute(
      'href',
      '/coach/athlete/21/calendar?year=2025&month=3&day=3&schedule_id=501',
    );
    expect(casey.getByText('Completed some')).toBeInTheDocument();
    const rows = casey.getAllByRole('row').map((row) => row.textContent);
    expect(rows).toEqual([
      'SetPrescribedPerformed',
      'Set 160 kg · 8 reps62.5 kg · 8 reps · RPE 8Personal record',
      'Set 260 kg · 8 repsNot logged',
    ]);

    const box = casey.getByRole('textbox', { name: 'Feedback to Casey Jordan' });
    await user.click(casey.getByRole('button', { name: 'Send feedback' }));
    expect(await casey.findByText('Write your feedback.')).toBeInTheDocument();
    await user.type(box, 'Great depth, add 2.5 kg next week.');
    await user.click(casey.getByRole('button', { name: 'Send feedback' }));

    expect(await screen.findByText('Feedback sent to Casey Jordan.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { kind: 'training', body: 'Great depth, add 2.5 kg next week.' },
    ]);
  });

  it("shows the macros logged against the targets and the server's refusal of the feedback", async () => {
    const { calls } = serveReview(() => ({
      status: 422,
      body: { errors: { body: ['Use at most 5000 characters.'] } },
    }));
    const user = userEvent.setup();
    renderBuilder();
    await screen.findByRole('button', { name: /3 all · 1 some/ });

    await user.click(screen.getByRole('button', { name: 'Macros Review' }));
    const panel = await screen.findByRole('dialog', { name: 'Macros Review' });
    const casey = within(await within(panel).findByRole('article', { name: 'Casey Jordan' }));
    expect(casey.getByText('Target: P 150 g · C 200 g · F 60 g · 1940 kcal')).toBeInTheDocument();
    expect(casey.getByText('Logged: P 140 g · C 190 g · F 55 g · 1815 kcal')).toBeInTheDocument();
    expect(
      within(within(panel).getByRole('article', { name: 'Sam Lee' })).getByText(
        'Logged: nothing yet',
      ),
    ).toBeInTheDocument();

    const box = casey.getByRole('textbox', { name: 'Macros feedback to Casey Jordan' });
    expect(box).toHaveValue('Good protein');
    await user.type(box, ', keep it up');
    await user.click(casey.getByRole('button', { name: 'Send feedback' }));

    expect(await casey.findByText('Use at most 5000 characters.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      kind: 'macros',
      body: 'Good protein, keep it up',
    });
  });
});
