import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MediaItem } from '@forma/contract/media/media.schemas';
import type { Attachment, CoachPlan } from '@forma/contract/programs/programs.schemas';
import { configQueryOptions } from '../../auth';
import { meQueryKey } from '../../../lib/session/me';
import { createQueryClient } from '../../../lib/query-client';
import { businessCoach } from '../../../test/fixtures';
import {
  appConfig,
  mediaItem,
  mediaPage,
  mockFetchWithQuery,
  type QueryCall,
} from '../../../test/media-fixtures';
import { renderRoutes } from '../../../test/render';
import { planQueryKey } from '../api/get-plan';
import { editedPlan } from './covers/covers-test-fixtures';
import { ProgramAttachmentsEditor } from './program-attachments-editor';

const squat = mediaItem({ id: 41, title: 'Squat demo', type: 'video' });
const bar = mediaItem({ id: 42, title: 'Barbell', type: 'image' });
const guide = mediaItem({ id: 43, title: 'Meal guide', type: 'other', caption: 'meals.pdf' });

const attached = (item: MediaItem, position: number, titleMedia = false): Attachment => ({
  media_id: item.id,
  position,
  title_media: titleMedia,
  media: { ...item, position, title_media: titleMedia },
});

function setUp(plan: CoachPlan) {
  const { calls } = mockFetchWithQuery({
    'GET media/fetch': () => ({ body: mediaPage([squat, bar, guide]) }),
    'PATCH coach/plans/7': () => ({ body: plan }),
    'GET coach/plans/7': () => ({ body: plan }),
  });
  const queryClient = createQueryClient();
  queryClient.setQueryData(meQueryKey, businessCoach());
  queryClient.setQueryData(configQueryOptions().queryKey, appConfig);
  queryClient.setQueryData(planQueryKey(7), plan);
  renderRoutes([{ path: '*', element: <ProgramAttachmentsEditor plan={plan} /> }], {
    queryClient,
  });
  return { calls, user: userEvent.setup() };
}

const patches = (calls: QueryCall[]) =>
  calls.filter((call) => call.method === 'PATCH').map((call) => call.body);

describe('program attachments (2.14)', () => {
  it('lists media and files, and sets one title media', async () => {
    const { calls, user } = setUp(
      editedPlan({ attachments: [attached(squat, 0), attached(bar, 1), attached(guide, 2)] }),
    );
    const media = within(screen.getByRole('region', { name: 'Media' }));
    expect(media.getAllByRole('listitem').map((row) => row.getAttribute('aria-label'))).toEqual([
      'Squat demo',
      'Barbell',
    ]);
    expect(
      within(screen.getByRole('region', { name: 'Files' })).getByText('Meal guide'),
    ).toBeInTheDocument();

    const barRow = within(media.getByRole('listitem', { name: 'Barbell' }));
    await user.click(barRow.getByRole('button', { name: 'Set as Title media' }));
    await waitFor(() => expect(patches(calls)).toHaveLength(1));
    expect(patches(calls)[0]).toEqual({
      plan: {
        attachments: [
          { media_id: 41, position: 0, title_media: false },
          { media_id: 42, position: 1, title_media: true },
          { media_id: 43, position: 2, title_media: false },
        ],
      },
    });
  });

  it('offers to remove the title media of the one that has it, and removes an item', async () => {
    const { calls, user } = setUp(
      editedPlan({ attachments: [attached(squat, 0, true), attached(bar, 1)] }),
    );
    const squatRow = within(screen.getByRole('listitem', { name: 'Squat demo' }));
    expect(squatRow.getByText('Title')).toBeInTheDocument();
    expect(squatRow.getByRole('button', { name: 'Remove as Title media' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Barbell' }));
    await waitFor(() => expect(patches(calls)).toHaveLength(1));
    expect(patches(calls)[0]).toEqual({
      plan: { attachments: [{ media_id: 41, position: 0, title_media: true }] },
    });
  });

  it('adds items chosen in the media library after the ones already attached', async () => {
    const { calls, user } = setUp(editedPlan({ attachments: [attached(squat, 0)] }));
    expect(screen.queryByText(/Add videos, images or files/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add resources' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Select Meal guide' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Barbell' }));
    await user.click(screen.getByRole('button', { name: 'Add resource' }));
    await waitFor(() => expect(patches(calls)).toHaveLength(1));
    expect(patches(calls)[0]).toEqual({
      plan: {
        attachments: [
          { media_id: 41, position: 0, title_media: false },
          { media_id: 42, position: 1, title_media: false },
          { media_id: 43, position: 2, title_media: false },
        ],
      },
    });
  });

  it('says what attachments are for when there are none', () => {
    setUp(editedPlan());
    expect(
      screen.getByText('Add videos, images or files your clients see on the program page.'),
    ).toBeInTheDocument();
  });
});
