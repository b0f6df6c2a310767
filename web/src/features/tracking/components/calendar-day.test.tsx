import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { trainingMessages } from '@forma/contract/training/schedule.messages';
import type { CalendarDays } from '@forma/contract/tracking/calendar.schemas';
import { pickFirstOpenDay } from '../../../test/date-picker';
import { mockFetch } from '../../../test/mock-fetch';
import type { QueuedChange } from '../sync/training-changes';
import {
  calendarDays,
  entry,
  performedSet,
  program,
  squat,
  trackedBlock,
} from '../tracking-test-fixtures';
import { renderCalendar } from './calendar-test-render';

const changes = vi.hoisted(() => ({ submit: vi.fn(), pending: [] as QueuedChange[] }));
vi.mock('../sync/use-training-changes', () => ({ useTrainingChanges: () => changes }));

afterEach(() => {
  vi.unstubAllGlobals();
  changes.submit.mockReset();
  changes.pending = [];
});

const squats = (extra: Parameters<typeof trackedBlock>[1] = {}) =>
  trackedBlock(41, { title: 'Squats', exercises: [squat], ...extra });

function serve(days: CalendarDays) {
  return mockFetch({
    'GET user/calendar/days': () => ({ body: days }),
    'GET user/calendar': () => ({ body: { programs: days.programs, days: [] } }),
    'GET user/training/blocks/41/comments': () => ({ body: { items: [] } }),
  });
}

const setRow = async (exercise: string, label: string) =>
  within(await screen.findByRole('group', { name: exercise })).getByRole('group', { name: label });

describe("the client's day", () => {
  it('shows each set pre-filled from the prescription and logs it as prescribed in one tap', async () => {
    serve(calendarDays([entry([squats()])]));
    const user = userEvent.setup();
    renderCalendar();

    expect(
      await screen.findByRole('heading', { name: 'Wednesday 5 March 2025' }),
    ).toBeInTheDocument();
    const first = await setRow('Back Squat', 'Set 1');
    expect(first).toHaveTextContent('8-10 reps');
    expect(first).toHaveTextContent('60-70 kg');
    expect(first).toHaveTextContent('Not logged');
    expect(await setRow('Back Squat', 'Set 2')).toHaveTextContent('70% of max');

    await user.click(within(first).getByRole('button', { name: 'Log set 1 as prescribed' }));
    expect(changes.submit).toHaveBeenCalledExactlyOnceWith({
      kind: 'set',
      block_exercise_id: 301,
      set_index: 0,
      values: { reps: 8, weight_kg: 60, rest: 90 },
    });
  });

  it("shows loads in the client's unit and converts an edited load back to kilograms", async () => {
    serve(calendarDays([entry([squats()])], { weight_unit: 'lb' }));
    const user = userEvent.setup();
    renderCalendar();
    const first = await setRow('Back Squat', 'Set 1');
    expect(first).toHaveTextContent('132.3-154.3 lb');

    await user.click(within(first).getByRole('button', { name: 'Edit set 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Back Squat: set 1' });
    const load = within(dialog).getByRole('textbox', { name: 'Load (lb)' });
    expect(load).toHaveValue('132.3');
    await user.clear(load);
    await user.type(load, '100');
    const reps = within(dialog).getByRole('textbox', { name: 'Reps' });
    await user.clear(reps);
    await user.type(reps, '12');
    await user.click(within(dialog).getByRole('button', { name: 'Save set' }));
    expect(changes.submit).toHaveBeenCalledExactlyOnceWith({
      kind: 'set',
      block_exercise_id: 301,
      set_index: 0,
      values: { reps: 12, weight_kg: 45.359, rest: 90 },
    });
  });

  it('shows a logged set with its personal record, and undoes it', async () => {
    serve(
      calendarDays([
        entry([squats({ performed: [performedSet({ records: ['heaviest_load'] })] })]),
      ]),
    );
    const user = userEvent.setup();
    renderCalendar();
    const first = await setRow('Back Squat', 'Set 1');
    expect(first).toHaveTextContent('8 reps');
    expect(within(first).getByText('PR: heaviest load')).toBeInTheDocument();
    expect(within(first).queryByRole('button', { name: /as prescribed/ })).toBeNull();
    await user.click(within(first).getByRole('button', { name: 'Undo set 1' }));
    expect(changes.submit).toHaveBeenCalledWith({
      kind: 'unset',
      block_exercise_id: 301,
      set_index: 0,
    });
  });

  it("marks a block and the day done, under the coach's feedback", async () => {
    serve(
      calendarDays([
        entry([squats()], {
          feedback: [{ kind: 'macros', body: 'More protein', author_name: 'Ada', updated_at: '' }],
        }),
      ]),
    );
    const user = userEvent.setup();
    renderCalendar();
    const block = await screen.findByRole('region', { name: 'Squats' });
    expect(screen.getByText('Coach’s feedback').parentElement).toHaveTextContent(
      'Macros: More protein',
    );
    await user.click(within(block).getByRole('button', { name: 'Mark block done' }));
    await user.click(screen.getByRole('button', { name: 'Mark day done' }));
    expect(changes.submit.mock.calls).toEqual([
      [{ kind: 'block_done', block_id: 41, done: true }],
      [{ kind: 'day_done', day_id: 500, done: true }],
    ]);
  });

  it('says bodyweight targets cannot be shown without a weight, and saves one', async () => {
    const macros = trackedBlock(42, {
      kind: 'macros',
      title: 'Fuel',
      macros: { mode: 'per_kg', protein: 2, carbs: 3, fat: 1 },
    });
    const { calls } = mockFetch({
      'GET user/calendar/days': () => ({
        body: calendarDays([entry([macros])], { bodyweight_kg: null }),
      }),
      'GET user/calendar': () => ({ body: { programs: [], days: [] } }),
      'PUT user/bodyweight': () => ({ body: { bodyweight_kg: 80 } }),
    });
    const user = userEvent.setup();
    renderCalendar();
    const block = await screen.findByRole('region', { name: 'Fuel' });
    expect(within(block).getByText(trainingMessages.macros.needsWeight)).toBeInTheDocument();
    await user.type(within(block).getByRole('textbox', { name: 'Your bodyweight (kg)' }), '80');
    await user.click(within(block).getByRole('button', { name: 'Save weight' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ bodyweight_kg: 80 }),
    );
  });

  it("shows targets from the client's weight and logs macros against them", async () => {
    const macros = trackedBlock(42, {
      kind: 'macros',
      title: 'Fuel',
      macros: { mode: 'per_kg', protein: 2, carbs: 3, fat: 1 },
    });
    serve(calendarDays([entry([macros])], { bodyweight_kg: 80 }));
    const user = userEvent.setup();
    renderCalendar();
    const block = await screen.findByRole('region', { name: 'Fuel' });
    expect(block).toHaveTextContent('Protein 160 g · Carbs 240 g · Fat 80 g · 2320 kcal');
    const log = within(block).getByRole('button', { name: 'Log macros' });
    expect(log).toBeDisabled();
    await user.type(within(block).getByRole('textbox', { name: 'Protein (g)' }), '150');
    await user.type(within(block).getByRole('textbox', { name: 'Carbs (g)' }), '200');
    await user.type(within(block).getByRole('textbox', { name: 'Fat (g)' }), '60');
    expect(block).toHaveTextContent('1940 kcal');
    await user.click(log);
    expect(changes.submit).toHaveBeenCalledWith({
      kind: 'macros',
      block_id: 42,
      protein: 150,
      carbs: 200,
      fat: 60,
    });
  });

  it('shows the changes waiting on the device at once: a set logged, a comment waiting', async () => {
    changes.pending = [
      {
        id: 'a',
        queued_at: '2025-03-05T11:00:00.000Z',
        change: { kind: 'set', block_exercise_id: 301, set_index: 1, values: { reps: 6 } },
      },
      {
        id: 'b',
        queued_at: '2025-03-05T11:01:00.000Z',
        change: {
          kind: 'comment',
          block_id: 41,
          body: 'Knees hurt on the last set',
          media_ids: [],
          client_key: '4f6c1d1e-3a8b-4b7e-9c55-0c2d6f0e1a11',
        },
      },
    ];
    serve(calendarDays([entry([squats()])]));
    const user = userEvent.setup();
    renderCalendar();
    const second = await setRow('Back Squat', 'Set 2');
    expect(second).toHaveTextContent('6 reps');
    expect(within(second).getByText('Waiting to sync')).toBeInTheDocument();
    expect(screen.getByText('2 changes waiting to sync')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Comments (1)' }));
    const thread = await screen.findByRole('region', { name: 'Comments' });
    const waiting = await within(thread).findByText('Knees hurt on the last set');
    expect(waiting.closest('li')).toHaveTextContent('Waiting to send');
  });

  it('sends a comment to the coach through the changes, with a key of its own', async () => {
    serve(calendarDays([entry([squats({ comment_count: 0 })])]));
    const user = userEvent.setup();
    renderCalendar();
    await user.click(await screen.findByRole('button', { name: 'Comment' }));
    const thread = await screen.findByRole('region', { name: 'Comments' });
    expect(await within(thread).findByText('No comments yet.')).toBeInTheDocument();
    const send = within(thread).getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await user.type(within(thread).getByRole('textbox', { name: 'Your comment' }), '   ');
    expect(send).toBeDisabled();
    await user.type(within(thread).getByRole('textbox', { name: 'Your comment' }), 'Done!  ');
    await user.click(send);
    expect(changes.submit).toHaveBeenCalledWith({
      kind: 'comment',
      block_id: 41,
      body: '   Done!',
      media_ids: [],
      client_key: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });

  it('opens the date the address names, reading its week', async () => {
    const { fetchMock } = serve(
      calendarDays([entry([trackedBlock(40), squats({ comment_count: 2 })], { day_id: 77 })], {
        days: [],
      }),
    );
    renderCalendar({ kind: 'client' }, 'year=2025&month=3&day=12&schedule_id=77&section_id=41');
    expect(
      await screen.findByRole('heading', { name: 'Wednesday 12 March 2025' }),
    ).toBeInTheDocument();
    const daysRead = fetchMock.mock.calls
      .map(([input]) => new URL(String(input)))
      .filter((url) => url.pathname.endsWith('/calendar/days'));
    // The week of the date named (and, read ahead for offline use, this week and the next).
    expect(daysRead.map((url) => url.searchParams.get('from'))).toContain('2025-03-10');
    expect(daysRead.map((url) => url.searchParams.get('to'))).toContain('2025-03-16');
  });

  it("highlights the block the address names and opens its thread, the coach's reply in it", async () => {
    const days = calendarDays([
      entry([trackedBlock(40), squats({ comment_count: 1 })], { day_id: 77 }),
    ]);
    mockFetch({
      'GET user/calendar/days': () => ({ body: days }),
      'GET user/calendar': () => ({ body: { programs: days.programs, days: [] } }),
      'GET user/training/blocks/41/comments': () => ({
        body: {
          items: [
            {
              id: 3,
              block_id: 41,
              client_id: 5,
              author: { id: 2, full_name: 'Ada Coach', avatar_url: null, role: 'coach' },
              body: 'Keep the bar close',
              media: [],
              client_key: 'c0ffee00-3a8b-4b7e-9c55-0c2d6f0e1a11',
              created_at: '2025-03-05T12:00:00.000Z',
            },
          ],
        },
      }),
    });
    renderCalendar({ kind: 'client' }, 'year=2025&month=3&day=5&schedule_id=77&section_id=41');
    const block = await screen.findByRole('region', { name: 'Squats' });
    expect(block).toHaveAttribute('data-highlighted', 'true');
    expect(screen.getByRole('region', { name: 'Block 40' })).not.toHaveAttribute(
      'data-highlighted',
    );
    const thread = await within(block).findByRole('region', { name: 'Comments' });
    const reply = await within(thread).findByText('Keep the bar close');
    expect(reply.closest('li')).toHaveTextContent('Ada Coach');
    expect(screen.getByRole('article', { name: 'Strength Block' })).toHaveAttribute(
      'data-highlighted',
      'true',
    );
  });

  it('counts the rest down from the prescribed rest and says when it is over', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      serve(calendarDays([entry([squats()])]));
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      renderCalendar();
      await user.click(await screen.findByRole('button', { name: 'Start rest timer (1:30)' }));
      expect(screen.getByText('Rest: 1:30')).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(31_000));
      expect(screen.getByText('Rest: 59 s')).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(60_000));
      expect(await screen.findByText('Rest is over.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Start rest timer (1:30)' })).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it("opens an exercise's history and records from its name", async () => {
    mockFetch({
      'GET user/calendar/days': () => ({ body: calendarDays([entry([squats()])]) }),
      'GET user/calendar': () => ({ body: { programs: [], days: [] } }),
      'GET user/exercises/31/history': () => ({
        body: {
          exercise: { id: 31, name: 'Back Squat', category: 'strength' },
          records: [
            { kind: 'heaviest_load', value: 100, load_kg: 100, performed_on: '2025-02-20' },
          ],
          items: [
            {
              performed_on: '2025-02-20',
              plan_title: 'Strength Block',
              sets: [performedSet({ values: { weight_kg: 100, reps: 3 } })],
            },
          ],
          pagination: { page: 1, total_pages: 1 },
        },
      }),
    });
    const user = userEvent.setup();
    renderCalendar();
    await user.click(await screen.findByRole('button', { name: 'Back Squat: history' }));
    const dialog = await screen.findByRole('dialog', { name: 'Back Squat: history' });
    expect(await within(dialog).findByRole('row', { name: /heaviest load/ })).toHaveTextContent(
      '100 kg',
    );
    expect(within(dialog).getByText('20/02/2025 · Strength Block')).toBeInTheDocument();
    expect(within(dialog).getByText('Set 1: 100 kg · 3 reps')).toBeInTheDocument();
  });

  it('moves a Fixed Length day to another date', async () => {
    const { calls } = mockFetch({
      'GET user/calendar/days': () => ({
        body: calendarDays([entry([squats()])], { programs: [program({ plan_type: 'fixed' })] }),
      }),
      'GET user/calendar': () => ({ body: { programs: [], days: [] } }),
      'PUT user/training/days/500/move': () => ({ body: { day_id: 500 } }),
    });
    const user = userEvent.setup();
    renderCalendar();
    await screen.findByRole('region', { name: 'Squats' });
    await user.click(screen.getByRole('button', { name: 'Move to another date' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move this day' });
    const move = within(dialog).getByRole('button', { name: 'Move' });
    expect(move).toBeDisabled();
    await pickFirstOpenDay(user, dialog);
    await user.click(move);
    expect(await screen.findByText('The day was moved.')).toBeInTheDocument();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.path).toBe('user/training/days/500/move');
    expect((put?.body as { date: string }).date).toMatch(/^2025-0[23]-\d{2}$/);
  });

  it('offers no move on a program that is not Fixed Length', async () => {
    serve(calendarDays([entry([squats()])]));
    renderCalendar();
    await screen.findByRole('region', { name: 'Squats' });
    expect(screen.queryByRole('button', { name: 'Move to another date' })).toBeNull();
  });
});
