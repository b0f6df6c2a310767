import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { freeSubscription, privateCoach } from '../../../test/fixtures';
import { mockFetch, type MockCall } from '../../../test/mock-fetch';
import { onPhone } from '../../../test/phone';
import {
  backSquat,
  block,
  fakeExercises,
  renderWithCoach,
  scheduleDay,
} from './builder-test-fixtures';
import { ScheduleBuilder } from './schedule-builder';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const SCHEDULE = 'coach/plans/7/schedule';
/** Saves follow one another; a loaded 2-core machine can take a while. */
const SAVES = { timeout: 5000 };
const monday = 'Monday 3 March 2025';
const tuesday = 'Tuesday 4 March 2025';
const day = (name: string) => screen.getByRole('region', { name });

/** The answers of a Group Rolling Calendar: Monday 3 March holds one training block. */
function serveSchedule(
  days = [scheduleDay({ date: '2025-03-03' }, [block(11, { title: 'Squats' })], 4)],
) {
  const puts: MockCall[] = [];
  const mocks = mockFetch({
    [`GET ${SCHEDULE}`]: () => ({ body: { plan_type: 'one_many', weeks: null, days } }),
    [`PUT ${SCHEDULE}`]: (call) => {
      puts.push(call);
      const body = call.body as {
        days: { key: { date: string }; version: number; blocks: { title: string }[] }[];
      };
      return {
        body: {
          days: body.days.map((each, i) =>
            scheduleDay(
              each.key,
              each.blocks.map((sent, j) => block(100 + i * 10 + j, { title: sent.title })),
              each.version + 1,
            ),
          ),
        },
      };
    },
  });
  const weeksRead = () =>
    mocks.fetchMock.mock.calls
      .map(([input]) => new URL(String(input)))
      .filter((url) => url.pathname.endsWith('/schedule'))
      .map((url) => url.searchParams.get('from'));
  return { ...mocks, puts, weeksRead };
}

const renderBuilder = (
  props: Partial<Parameters<typeof ScheduleBuilder>[0]> = {},
  me = privateCoach(),
) =>
  renderWithCoach(
    <ScheduleBuilder
      planId={7}
      planType="one_many"
      clientId={null}
      today="2025-03-05"
      exercises={fakeExercises()}
      {...props}
    />,
    me,
  );

describe('the schedule builder', () => {
  it('shows the week of today with its blocks, reading that week and its neighbours only', async () => {
    const { weeksRead } = serveSchedule();
    const user = userEvent.setup();
    renderBuilder();

    expect(await screen.findByRole('region', { name: monday })).toBeInTheDocument();
    expect(screen.getByText('3 Mar – 9 Mar 2025')).toBeInTheDocument();
    expect(within(day(monday)).getByText('Squats')).toBeInTheDocument();
    expect(within(day(tuesday)).getByText('Nothing planned')).toBeInTheDocument();
    expect(screen.getAllByRole('region')).toHaveLength(7);
    await waitFor(
      () => expect(weeksRead().sort()).toEqual(['2025-02-24', '2025-03-03', '2025-03-10']),
      SAVES,
    );

    await user.click(screen.getByRole('button', { name: 'Next week' }));
    expect(await screen.findByText('10 Mar – 16 Mar 2025')).toBeInTheDocument();
    await waitFor(() => expect(weeksRead()).toHaveLength(4), SAVES);
    expect(weeksRead().at(-1)).toBe('2025-03-17');
  });

  it('lays Fixed Length out as its weeks of days 1 to 7', async () => {
    mockFetch({
      [`GET ${SCHEDULE}`]: () => ({
        body: {
          plan_type: 'fixed',
          weeks: 2,
          days: [scheduleDay({ week: 1, day: 2 }, [block(5, { title: 'Run' })])],
        },
      }),
    });
    const user = userEvent.setup();
    renderBuilder({ planType: 'fixed' });
    expect(await screen.findByText('Week 1 of 2')).toBeInTheDocument();
    expect(within(day('Week 1, Day 2')).getByText('Run')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous week' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next week' }));
    expect(await screen.findByText('Week 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next week' })).toBeDisabled();
  });

  it('adds a training block to the chosen day and saves only that day, with its version', async () => {
    const { puts } = serveSchedule();
    const user = userEvent.setup();
    renderBuilder();
    await screen.findByRole('region', { name: tuesday });

    await user.click(within(day(tuesday)).getByRole('button', { name: /^Tue/ }));
    await user.click(screen.getByRole('button', { name: 'Training block' }));
    const editor = await screen.findByRole('dialog', { name: 'Training: Training' });
    await user.type(within(editor).getByLabelText('Title'), 'Intervals{Enter}');

    await waitFor(() => expect(puts).toHaveLength(2), SAVES);
    expect(puts[0]!.body).toEqual({
      client_id: null,
      days: [
        expect.objectContaining({
          key: { date: '2025-03-04' },
          version: 0,
          blocks: [expect.objectContaining({ kind: 'training', title: '' })],
        }),
      ],
    });
    expect(puts[1]!.body).toMatchObject({
      days: [{ version: 1, blocks: [{ id: 100, title: 'Intervals' }] }],
    });
    expect(await screen.findByText('Saved')).toBeInTheDocument();
  });

  it('shows a conflict from another tab and reloads the day on request', async () => {
    const mocks = mockFetch({
      [`GET ${SCHEDULE}`]: () => ({
        body: {
          plan_type: 'one_many',
          weeks: null,
          days: [
            scheduleDay(
              { date: '2025-03-03' },
              [block(11, { title: mocks.calls.length > 4 ? 'Front squats' : 'Squats' })],
              4,
            ),
          ],
        },
      }),
      [`PUT ${SCHEDULE}`]: () => ({ status: 409, body: { errors: { base: ['conflict'] } } }),
    });
    const user = userEvent.setup();
    renderBuilder();
    await screen.findByText('Squats');

    await user.click(within(day(monday)).getByRole('button', { name: `Actions for ${monday}` }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete day' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete day' })).getByRole('button', {
        name: 'Delete day',
      }),
    );

    const alert = await screen.findByRole('alert', { name: 'Changed elsewhere' });
    expect(alert).toHaveTextContent(
      'This day was changed elsewhere (another tab or coach) since you opened it. Reload it to see the latest version.',
    );
    expect(screen.getByText('Not saved')).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Reload day' }));
    expect(await within(day(monday)).findByText('Front squats')).toBeInTheDocument();
    expect(screen.queryByRole('alert', { name: 'Changed elsewhere' })).toBeNull();
    expect(screen.getByText('Saved')).toBeInTheDocument();
  });

  it('undoes the last change with the button or Ctrl+Z, as a new save', async () => {
    const { puts } = serveSchedule();
    const user = userEvent.setup();
    renderBuilder();
    await screen.findByText('Squats');

    await user.click(within(day(monday)).getByRole('button', { name: `Actions for ${monday}` }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete day' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete day' })).getByRole('button', {
        name: 'Delete day',
      }),
    );
    await waitFor(
      () => expect(within(day(monday)).getByText('Nothing planned')).toBeInTheDocument(),
      SAVES,
    );
    await waitFor(() => expect(puts).toHaveLength(1), SAVES);

    await user.keyboard('{Control>}z{/Control}');
    expect(await within(day(monday)).findByText('Squats')).toBeInTheDocument();
    await waitFor(() => expect(puts).toHaveLength(2), SAVES);
    // Deleted by the first save, the block comes back as a new row on the day's new version.
    expect(puts[1]!.body).toMatchObject({ days: [{ version: 5, blocks: [{ title: 'Squats' }] }] });
    expect(puts[1]!.body).not.toMatchObject({ days: [{ blocks: [{ id: 11 }] }] });
    expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();
  });

  it('copies a day and pastes it keeping structure, or appended, into another day', async () => {
    const { puts } = serveSchedule([
      scheduleDay({ date: '2025-03-03' }, [block(11, { title: 'Squats' })], 4),
      scheduleDay({ date: '2025-03-04' }, [block(12, { title: 'Bike' })], 2),
    ]);
    const user = userEvent.setup();
    renderBuilder();
    await screen.findByText('Squats');
    const menu = async (name: string, item: string) => {
      await user.click(within(day(name)).getByRole('button', { name: `Actions for ${name}` }));
      await user.click(await screen.findByRole('menuitem', { name: item }));
    };

    await menu(monday, 'Copy');
    await menu(tuesday, 'Paste keeping structure');
    await waitFor(() => expect(within(day(tuesday)).queryByText('Bike')).toBeNull(), SAVES);
    expect(within(day(tuesday)).getByText('Squats')).toBeInTheDocument();
    await waitFor(() => expect(puts).toHaveLength(1), SAVES);
    expect(puts[0]!.body).toMatchObject({
      days: [{ key: { date: '2025-03-04' }, version: 2, blocks: [{ title: 'Squats' }] }],
    });

    await menu('Wednesday 5 March 2025', 'Paste');
    await waitFor(() => expect(puts).toHaveLength(2), SAVES);
    expect(within(day('Wednesday 5 March 2025')).getByText('Squats')).toBeInTheDocument();
  });

  it('copies a whole week into the next one', async () => {
    const { puts } = serveSchedule([
      scheduleDay({ date: '2025-03-03' }, [block(11, { title: 'Squats' })], 4),
      scheduleDay({ date: '2025-03-05' }, [block(12, { title: 'Bike' })], 2),
    ]);
    const user = userEvent.setup();
    renderBuilder();
    await screen.findByText('Squats');
    await user.click(screen.getByRole('button', { name: 'Select week' }));
    expect(screen.getByText('7 days selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy days' }));

    await user.click(screen.getByRole('button', { name: 'Next week' }));
    const nextMonday = 'Monday 10 March 2025';
    await screen.findByRole('region', { name: nextMonday });
    await user.click(
      within(day(nextMonday)).getByRole('button', { name: `Actions for ${nextMonday}` }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Paste keeping structure' }));

    await waitFor(() => expect(puts).toHaveLength(1), SAVES);
    const sent = (
      puts[0]!.body as { days: { key: { date: string }; blocks: { title: string }[] }[] }
    ).days;
    expect(sent.map((each) => [each.key.date, each.blocks.map((b) => b.title)])).toEqual([
      ['2025-03-10', ['Squats']],
      ['2025-03-11', []],
      ['2025-03-12', ['Bike']],
      ['2025-03-13', []],
      ['2025-03-14', []],
      ['2025-03-15', []],
      ['2025-03-16', []],
    ]);
  });

  it('prescribes an exercise’s sets as ranges in the columns of its category', async () => {
    const { puts } = serveSchedule();
    const user = userEvent.setup();
    renderBuilder();
    await user.click(await screen.findByRole('button', { name: /^Training Squats/ }));
    const editor = await screen.findByRole('dialog', { name: 'Training: Squats' });
    await user.click(within(editor).getByRole('button', { name: 'Add exercise' }));
    await user.type(within(editor).getByRole('textbox', { name: 'Search exercises' }), 'squat');
    await user.click(await within(editor).findByRole('button', { name: /Back Squat/ }));

    const reps = await within(editor).findByRole('textbox', { name: 'Set 1 Reps' });
    await user.type(reps, '8 - 10');
    await user.type(within(editor).getByRole('textbox', { name: 'Set 1 Weight' }), '135 lb{Enter}');
    await waitFor(
      () =>
        expect(puts.at(-1)?.body).toMatchObject({
          days: [
            {
              blocks: [
                {
                  exercises: [
                    {
                      exercise_id: backSquat.id,
                      sets: [
                        { reps: { min: 8, max: 10 }, weight: { kg: { min: 61.235 }, unit: 'lb' } },
                      ],
                    },
                  ],
                },
              ],
            },
          ],
        }),
      SAVES,
    );
    expect(within(editor).getByRole('textbox', { name: 'Set 1 Reps' })).toHaveValue('8-10');

    await user.clear(reps);
    await user.type(reps, '10-8');
    await user.tab();
    expect(
      within(editor).getByText('The upper value cannot be below the lower one.'),
    ).toBeInTheDocument();
  });

  it('offers FREE coaches an upgrade instead of a superset', async () => {
    serveSchedule([
      scheduleDay({ date: '2025-03-03' }, [
        block(11, {
          title: 'Squats',
          exercises: [1, 2].map((id) => ({
            id,
            exercise_id: id,
            superset: null,
            notes: '',
            sets: [],
            exercise: { id, name: `Move ${id}`, category: 'strength' as const, archived: false },
          })),
        }),
      ]),
    ]);
    const user = userEvent.setup();
    renderBuilder({}, privateCoach({ current: { subscription: freeSubscription } }));
    await user.click(await screen.findByRole('button', { name: /^Training Squats/ }));
    const editor = await screen.findByRole('dialog', { name: 'Training: Squats' });
    await user.click(within(editor).getByRole('button', { name: 'Superset Move 1 with Move 2' }));
    const prompt = await screen.findByRole('dialog', { name: 'Access restricted' });
    expect(within(prompt).getByText('Supersets need the PROFESSIONAL plan.')).toBeInTheDocument();
  });

  it('shows the server’s refusal of a PROFESSIONAL feature with the upgrade, and reloads the day', async () => {
    mockFetch({
      [`GET ${SCHEDULE}`]: () => ({
        body: {
          plan_type: 'one_many',
          weeks: null,
          days: [scheduleDay({ date: '2025-03-03' }, [], 1)],
        },
      }),
      [`PUT ${SCHEDULE}`]: () => ({
        status: 422,
        body: {
          errors: { base: ['Notes restricted! Upgrade to add more than one note.'] },
          restricted: 'notes',
        },
      }),
    });
    const user = userEvent.setup();
    renderBuilder({}, privateCoach({ current: { subscription: freeSubscription } }));
    await screen.findByRole('region', { name: monday });
    await user.keyboard('{Alt>}{Shift>}N{/Shift}{/Alt}');

    const prompt = await screen.findByRole('dialog', { name: 'Access restricted' });
    expect(
      within(prompt).getByText('Notes restricted! Upgrade to add more than one note.'),
    ).toBeInTheDocument();
    await user.click(within(prompt).getByRole('button', { name: 'Got It!' }));
    const alert = screen.getByRole('alert', { name: 'Not saved' });
    expect(alert).toHaveTextContent('Notes restricted! Upgrade to add more than one note.');
    await user.click(within(alert).getByRole('button', { name: 'Reload day' }));
    await waitFor(
      () => expect(within(day(monday)).getByText('Nothing planned')).toBeInTheDocument(),
      SAVES,
    );
    expect(screen.queryByRole('alert', { name: 'Not saved' })).toBeNull();
  });

  it('shows one day at a time on a phone', async () => {
    onPhone();
    serveSchedule();
    const user = userEvent.setup();
    renderBuilder();
    expect(await screen.findByRole('region', { name: monday })).toBeInTheDocument();
    expect(screen.getAllByRole('region')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Next day' }));
    expect(await screen.findByRole('region', { name: tuesday })).toBeInTheDocument();
  });
});
