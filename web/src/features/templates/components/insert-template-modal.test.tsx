import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Template, TemplateSummary } from '@forma/contract/templates/templates.schemas';
import { createQueryClient } from '../../../lib/query-client';
import { businessCoach } from '../../../test/fixtures';
import { mockFetchWithQuery } from '../../../test/media-fixtures';
import { renderRoutes } from '../../../test/render';
import { meQueryKey } from '../../../lib/session/me';
import { InsertTemplateModal } from './insert-template-modal';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const summary = (overrides: Partial<TemplateSummary>): TemplateSummary => ({
  id: 4,
  kind: 'day',
  name: 'Heavy Lower',
  blocks: 1,
  weeks: 1,
  updated_at: 1_700_000_000,
  ...overrides,
});

const week: Template = {
  ...summary({ id: 5, kind: 'week', name: 'Base Weeks', weeks: 2, blocks: 2 }),
  content: {
    days: [
      {
        offset: 0,
        blocks: [
          {
            kind: 'training',
            title: 'Strength',
            instructions: '',
            macros: null,
            challenge: null,
            note: null,
            exercises: [
              {
                exercise_id: 7,
                superset: null,
                notes: '',
                sets: [{ reps: { min: 5 } }],
                exercise: { id: 7, name: 'Back Squat', category: 'strength', archived: false },
              },
            ],
          },
        ],
      },
      {
        offset: 8,
        blocks: [
          {
            kind: 'note',
            title: '',
            instructions: '',
            macros: null,
            challenge: null,
            note: { title: 'Deload', body: '', resource_ids: [] },
            exercises: [],
          },
        ],
      },
    ],
  },
};

function setUp() {
  const { calls } = mockFetchWithQuery({
    'GET templates': ({ query }) => ({
      body: {
        items: query.get('kind') === 'week' ? [summary(week)] : [summary({})],
        pagination: { page: 1, per_page: 50, total_pages: 1, total_count: 1 },
      },
    }),
    'GET templates/5': () => ({ body: week }),
  });
  const queryClient = createQueryClient();
  queryClient.setQueryData(meQueryKey, businessCoach());
  const onInsert = vi.fn<(template: Template) => void>();
  const onClose = vi.fn();
  renderRoutes(
    [
      {
        path: '*',
        element: (
          <InsertTemplateModal
            opened
            target="Week 2, Day 3"
            onClose={onClose}
            onInsert={onInsert}
          />
        ),
      },
    ],
    { queryClient },
  );
  return { calls, onInsert, onClose, user: userEvent.setup() };
}

describe('the insert template modal', () => {
  it('hands the picked week template, read whole with its exercises named, to the builder', async () => {
    const { user, onInsert, onClose } = setUp();
    const dialog = await screen.findByRole('dialog', { name: 'Insert template' });
    expect(
      within(dialog).getByText('Goes into Week 2, Day 3, after the blocks already there.'),
    ).toBeInTheDocument();
    expect(await within(dialog).findByRole('radio', { name: /Heavy Lower/ })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Insert' })).toBeDisabled();
    await user.click(within(dialog).getByRole('radio', { name: 'Week' }));
    expect(
      within(dialog).getByText(
        'Goes in day by day from Week 2, Day 3, after the blocks already there.',
      ),
    ).toBeInTheDocument();
    await user.click(await within(dialog).findByRole('radio', { name: /Base Weeks/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Insert' }));
    await waitFor(() => expect(onInsert).toHaveBeenCalledTimes(1));
    const template = onInsert.mock.calls[0]![0];
    expect(template.id).toBe(5);
    expect(template.content.days.map((d) => d.offset)).toEqual([0, 8]);
    expect(template.content.days[0]!.blocks[0]!.exercises[0]!.exercise.name).toBe('Back Squat');
    expect(onClose).toHaveBeenCalled();
  });
});
