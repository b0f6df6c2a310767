import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Exercise, ExerciseListResponse } from '@forma/contract/exercises/exercises.schemas';
import type { CoachSubscription } from '@forma/contract/platform-plan/subscription.schemas';
import { createQueryClient } from '../../../lib/query-client';
import { businessCoach, freeSubscription } from '../../../test/fixtures';
import { appConfig, mediaItem, mockFetchWithQuery } from '../../../test/media-fixtures';
import { onPhone } from '../../../test/phone';
import { renderRoutes } from '../../../test/render';
import { configQueryOptions } from '../../auth';
import { meQueryKey } from '../../../lib/session/me';
import ExercisesLibraryPage from './exercises-library-page';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function exercise(overrides: Partial<Exercise>): Exercise {
  return {
    id: 1,
    library: 'mine',
    key: null,
    name: 'Sled Lunge',
    category: 'strength',
    muscle_group: 'upper_legs',
    primary_muscles: ['quadriceps'],
    secondary_muscles: [],
    equipment: 'functional',
    default_metrics: ['weight', 'reps'],
    instructions: '',
    media_id: null,
    media: null,
    archived: false,
    updated_at: 1_700_000_000,
    ...overrides,
  };
}

const page = (items: Exercise[]): ExerciseListResponse => ({
  items,
  pagination: { page: 1, per_page: 50, total_pages: 1, total_count: items.length },
});

const squat = exercise({
  id: 7,
  library: 'product',
  key: 'back-squat',
  name: 'Back Squat',
  equipment: 'strength',
  media: mediaItem({
    type: 'video_link',
    title: 'Back squat demo',
    provider: 'youtube',
    video_id: 'sq123',
  }),
});

function setUp(subscription?: CoachSubscription) {
  const { calls } = mockFetchWithQuery({
    'GET exercises': ({ query }) => ({
      body: page(query.get('library') === 'product' ? [squat] : [exercise({})]),
    }),
    'POST exercises': ({ body }) => ({
      status: 201,
      body: exercise({ id: 9, ...(body as { exercise: Partial<Exercise> }).exercise }),
    }),
  });
  const queryClient = createQueryClient();
  queryClient.setQueryData(
    meQueryKey,
    businessCoach(subscription ? { current: { subscription } } : {}),
  );
  queryClient.setQueryData(configQueryOptions().queryKey, appConfig);
  renderRoutes([{ path: '*', element: <ExercisesLibraryPage /> }], { queryClient });
  const searches = () =>
    calls
      .filter((call) => call.method === 'GET' && call.path === 'exercises')
      .map((call) => call.query.get('search'));
  return { calls, searches, user: userEvent.setup() };
}

describe('the exercise library page', () => {
  it('searches once the typing has stopped for 300 ms, with the term trimmed', async () => {
    const { searches } = setUp();
    expect(await screen.findByText('Sled Lunge')).toBeInTheDocument();
    // The clock only moves when the test moves it: keystrokes 100 ms apart, then a pause.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const box = screen.getByRole('searchbox', { name: 'Search exercises' });
    for (const typed of ['  b', '  back', '  back sq', '  back squat  ']) {
      fireEvent.change(box, { target: { value: typed } });
      await act(() => vi.advanceTimersByTimeAsync(100));
    }
    // 299 ms after the last keystroke.
    await act(() => vi.advanceTimersByTimeAsync(199));
    expect(searches()).toEqual([null]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    vi.useRealTimers();
    await waitFor(() => expect(searches()).toEqual([null, 'back squat']));
  });

  it('shows the product library in its own tab, each row only to view', async () => {
    const { user, calls } = setUp();
    await user.click(await screen.findByRole('tab', { name: 'Forma Library' }));
    expect(await screen.findByText('Back Squat')).toBeInTheDocument();
    expect(calls.at(-1)?.query.get('library')).toBe('product');
    expect(screen.getByRole('columnheader', { name: 'Media' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Actions for Back Squat' }));
    expect(await screen.findByRole('menuitem', { name: 'View' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Edit' })).toBeNull();
  });

  it("opens an exercise's details with labelled chips, its primary muscles and its video playing", async () => {
    const { user } = setUp();
    await user.click(await screen.findByRole('tab', { name: 'Forma Library' }));
    await user.click(await screen.findByRole('button', { name: 'Actions for Back Squat' }));
    await user.click(await screen.findByRole('menuitem', { name: 'View' }));
    const details = await screen.findByRole('dialog', { name: 'Back Squat' });
    expect(within(details).getByText('Strength')).toBeInTheDocument();
    expect(within(details).getByText('Equipment: Strength')).toBeInTheDocument();
    expect(within(details).getByText('Upper legs (Quadriceps)')).toBeInTheDocument();

    await user.click(within(details).getByRole('button', { name: 'Play Back squat demo' }));
    expect(await screen.findByTitle('Back squat demo')).toHaveAttribute(
      'src',
      'https://www.youtube.com/embed/sq123',
    );
  });

  it('filters by muscle group and shows the filter as a removable badge', async () => {
    const { user, calls } = setUp();
    await screen.findByText('Sled Lunge');
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const group = await screen.findByRole('radiogroup', { name: 'Muscle group' });
    await user.click(within(group).getByRole('radio', { name: 'Back' }));
    await waitFor(() => expect(calls.at(-1)?.query.get('muscle_group')).toBe('back'));
    await user.click(screen.getByRole('button', { name: 'Remove filter Back' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Remove filter Back' })).toBeNull(),
    );
  });

  it('offers a FREE coach the upgrade prompt instead of the exercise form', async () => {
    const { user, calls } = setUp(freeSubscription);
    await user.click(await screen.findByRole('button', { name: 'New exercise' }));
    const prompt = await screen.findByRole('dialog', { name: 'Upgrade to PROFESSIONAL' });
    expect(within(prompt).getByText(/part of the PROFESSIONAL plan/)).toBeInTheDocument();
    expect(within(prompt).getByRole('link', { name: 'Upgrade' })).toHaveAttribute(
      'href',
      '/coach/choose_your_plan',
    );
    expect(screen.queryByRole('textbox', { name: /Name/ })).toBeNull();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('lets a PROFESSIONAL coach create an exercise with its category metrics', async () => {
    const { user, calls } = setUp();
    await user.click(await screen.findByRole('button', { name: 'New exercise' }));
    const dialog = await screen.findByRole('dialog', { name: 'New exercise' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Choose a muscle group.')).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Tempo Row');
    const field = (label: RegExp) => within(dialog).getByLabelText(label, { selector: 'input' });
    await user.click(field(/^Major muscle group/));
    await user.click(await screen.findByRole('option', { name: 'Back' }));
    await user.click(field(/^Equipment/));
    await user.click(await screen.findByRole('option', { name: 'Strength' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Tempo' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      exercise: {
        name: 'Tempo Row',
        category: 'strength',
        muscle_group: 'back',
        secondary_muscles: [],
        equipment: 'strength',
        default_metrics: ['weight', 'reps', 'rest', 'tempo'],
        instructions: '',
        media_id: null,
      },
    });
    expect(await screen.findByText('The exercise has been created.')).toBeInTheDocument();
  });

  it('shows each exercise as a card with its actions on a phone', async () => {
    onPhone();
    setUp();
    const cards = await screen.findByRole('list', { name: 'Exercises' });
    const card = within(within(cards).getByRole('listitem', { name: 'Sled Lunge' }));
    expect(card.getByText('No media')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Actions for Sled Lunge' })).toBeInTheDocument();
  });
});
