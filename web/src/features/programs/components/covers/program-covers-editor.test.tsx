import { useEffect, useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Area } from 'react-easy-crop';
import { configQueryOptions } from '../../../auth';
import { meQueryKey } from '../../../../lib/session/me';
import { createQueryClient } from '../../../../lib/query-client';
import { businessCoach } from '../../../../test/fixtures';
import {
  appConfig,
  mediaItem,
  mediaPage,
  mockFetchWithQuery,
  type QueryCall,
} from '../../../../test/media-fixtures';
import { renderRoutes } from '../../../../test/render';
import { planQueryKey } from '../../api/get-plan';
import { coverFrom, editedPlan } from './covers-test-fixtures';
import type * as CropImage from './crop-image';
import { ProgramCoversEditor } from './program-covers-editor';

// jsdom has no layout or canvas: the cropper reports a fixed area (or the saved one) at once,
// and the JPEG cut is a stand-in blob.
vi.mock('react-easy-crop', () => ({
  default: function FakeCropper(props: {
    image: string;
    aspect: number;
    initialCroppedAreaPixels?: Area;
    onCropComplete: (area: Area, pixels: Area) => void;
  }) {
    const report = useRef(props.onCropComplete);
    const initial = useRef(props.initialCroppedAreaPixels);
    useEffect(() => {
      const pixels = initial.current ?? { x: 0, y: 0, width: 720.4, height: 372.2 };
      report.current(pixels, pixels);
    }, []);
    return <img alt="Image to crop" src={props.image} data-aspect={props.aspect.toFixed(2)} />;
  },
}));
const cropToJpeg = vi.hoisted(() => vi.fn());
vi.mock('./crop-image', async (original) => ({
  ...(await original<typeof CropImage>()),
  cropToJpeg,
}));

afterEach(() => {
  cropToJpeg.mockReset();
});

const photo = mediaItem({
  id: 31,
  title: 'Sunrise run',
  type: 'image',
  src: '/uploads/sunrise.jpg',
});
const freshVideo = mediaItem({ id: 32, title: 'Warm-up', type: 'video', images: null });

function setUp(plan = editedPlan()) {
  const { calls } = mockFetchWithQuery({
    'GET media/fetch': () => ({ body: mediaPage([photo, freshVideo]) }),
    'POST coach/plans/7/covers': () => ({
      status: 201,
      body: coverFrom(photo, { cover_type: 'tiled_view' }),
    }),
    'DELETE coach/plans/7/covers/table_view': () => ({ status: 204 }),
    'GET coach/plans/7': () => ({ body: plan }),
  });
  const queryClient = createQueryClient();
  queryClient.setQueryData(meQueryKey, businessCoach());
  queryClient.setQueryData(configQueryOptions().queryKey, appConfig);
  queryClient.setQueryData(planQueryKey(7), plan);
  renderRoutes([{ path: '*', element: <ProgramCoversEditor plan={plan} /> }], { queryClient });
  return { calls, user: userEvent.setup() };
}

const slot = (name: string) => within(screen.getByRole('region', { name }));
const posted = (calls: QueryCall[]) =>
  calls.filter((call) => call.method === 'POST' && call.path === 'coach/plans/7/covers');

describe('Edit cover media', () => {
  it('shows both cover types with their guidance and the current cover', () => {
    const media = mediaItem({ id: 5, type: 'image' });
    setUp(editedPlan({ covers: [coverFrom(media, { cover_type: 'table_view' })] }));
    expect(screen.getByText('Edit cover media')).toBeInTheDocument();
    const table = slot('Table / desktop view');
    expect(table.getByText('Optimum ratio 1:1 (500×500 px)')).toBeInTheDocument();
    expect(table.getByRole('img', { name: 'Table / desktop view cover' })).toHaveAttribute(
      'src',
      '/uploads/plans/7/covers/table_view-normal.jpg',
    );
    expect(table.getByRole('button', { name: 'Edit' })).toBeEnabled();
    expect(table.getByRole('button', { name: 'Remove' })).toBeInTheDocument();
    const tiled = slot('Tiled / mobile view');
    expect(tiled.getByText('Optimum ratio 1.94:1 (360×186 px)')).toBeInTheDocument();
    expect(tiled.getByText('No cover yet')).toBeInTheDocument();
    expect(tiled.queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
  });

  it('picks an image from the library, crops it at the tiled ratio and saves the crop', async () => {
    const { calls, user } = setUp();
    cropToJpeg.mockResolvedValue(new Blob(['jpeg'], { type: 'image/jpeg' }));
    await user.click(slot('Tiled / mobile view').getByRole('button', { name: 'Upload' }));
    await user.click(await screen.findByRole('radio', { name: 'Select Sunrise run' }));
    await user.click(screen.getByRole('button', { name: 'Add resource' }));

    const dialog = await screen.findByRole('dialog', { name: /Tiled \/ mobile view/ });
    const image = within(dialog).getByRole('img', { name: 'Image to crop' });
    expect(image).toHaveAttribute('src', '/uploads/sunrise.jpg');
    expect(image).toHaveAttribute('data-aspect', '1.94');
    for (const name of ['Back', 'Cancel', 'Upload new cover']) {
      expect(within(dialog).getByRole('button', { name })).toBeInTheDocument();
    }
    await user.click(within(dialog).getByRole('button', { name: 'Save crop' }));

    await waitFor(() => expect(posted(calls)).toHaveLength(1));
    const body = posted(calls)[0]!.body as FormData;
    expect(body.get('cover_type')).toBe('tiled_view');
    expect(body.get('media_id')).toBe('31');
    expect(JSON.parse(body.get('crop') as string)).toEqual({
      x: 0,
      y: 0,
      width: 720,
      height: 372,
    });
    expect(body.get('file')).toBeInstanceOf(Blob);
    expect(cropToJpeg).toHaveBeenCalledWith(
      '/uploads/sunrise.jpg',
      { x: 0, y: 0, width: 720, height: 372 },
      'tiled_view',
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('reopens the crop on the original library image with the saved crop', async () => {
    const { user } = setUp(
      editedPlan({ covers: [coverFrom(photo, { cover_type: 'table_view' })] }),
    );
    await user.click(slot('Table / desktop view').getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    const image = within(dialog).getByRole('img', { name: 'Image to crop' });
    expect(image).toHaveAttribute('src', '/uploads/sunrise.jpg');
    expect(image).toHaveAttribute('data-aspect', '1.00');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('goes back to the library, or to an upload of a new cover, from the crop view', async () => {
    const { user } = setUp();
    await user.click(slot('Tiled / mobile view').getByRole('button', { name: 'Upload' }));
    await user.click(await screen.findByRole('radio', { name: 'Select Sunrise run' }));
    await user.click(screen.getByRole('button', { name: 'Add resource' }));
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('dialog', { name: 'Add resources' })).toBeInTheDocument();
    await user.click(await screen.findByRole('radio', { name: 'Select Sunrise run' }));
    await user.click(screen.getByRole('button', { name: 'Add resource' }));
    await user.click(await screen.findByRole('button', { name: 'Upload new cover' }));
    expect(await screen.findByRole('dialog', { name: 'Upload resources' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Done' })).toBeInTheDocument();
  });

  it('shows why a crop could not be saved and keeps the crop view open', async () => {
    const { user } = setUp();
    const { calls } = mockFetchWithQuery({
      'GET media/fetch': () => ({ body: mediaPage([photo]) }),
      'POST coach/plans/7/covers': () => ({
        status: 422,
        body: { errors: { media_id: ['This media is not in your library.'] } },
      }),
    });
    cropToJpeg.mockResolvedValue(new Blob(['jpeg'], { type: 'image/jpeg' }));
    await user.click(slot('Table / desktop view').getByRole('button', { name: 'Upload' }));
    await user.click(await screen.findByRole('radio', { name: 'Select Sunrise run' }));
    await user.click(screen.getByRole('button', { name: 'Add resource' }));
    await user.click(await screen.findByRole('button', { name: 'Save crop' }));
    expect(await screen.findByText('This media is not in your library.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save crop' })).toBeInTheDocument();
    expect(posted(calls)).toHaveLength(1);
  });

  it('explains that a video still processing has no image to crop yet', async () => {
    const { user } = setUp();
    await user.click(slot('Tiled / mobile view').getByRole('button', { name: 'Upload' }));
    await user.click(await screen.findByRole('radio', { name: 'Select Warm-up' }));
    await user.click(screen.getByRole('button', { name: 'Add resource' }));
    expect(
      await slot('Tiled / mobile view').findByText(/This video is still processing/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save crop' })).not.toBeInTheDocument();
  });

  it('removes a cover', async () => {
    const media = mediaItem({ id: 5, type: 'image' });
    const { calls, user } = setUp(
      editedPlan({ covers: [coverFrom(media, { cover_type: 'table_view' })] }),
    );
    await user.click(slot('Table / desktop view').getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
    expect(await screen.findByText('Cover removed.')).toBeInTheDocument();
  });
});
