import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createQueryClient } from '../../../lib/query-client';
import { businessCoach } from '../../../test/fixtures';
import {
  appConfig,
  mediaItem,
  mediaPage,
  mockFetchWithQuery as mockFetch,
} from '../../../test/media-fixtures';
import { renderRoutes } from '../../../test/render';
import { configQueryOptions } from '../../auth';
import { meQueryKey } from '../../../lib/session/me';
import ResourcesPage from './resources-page';

afterEach(() => vi.unstubAllGlobals());

const squat = mediaItem({ id: 1, title: 'Squat demo', type: 'video', state: 'created' });
const bar = mediaItem({ id: 3, title: 'Barbell', type: 'image' });

function setUp(path = '/coach/resources') {
  const { calls } = mockFetch({
    'GET media/fetch': ({ query }) =>
      query.get('owner') === 'product'
        ? { body: mediaPage([mediaItem({ id: 50, title: 'Burpee', type: 'video' })]) }
        : { body: mediaPage(query.get('owner') === 'current' ? [squat, bar] : []) },
    'GET media/1': () => ({ body: squat }),
    'DELETE media/3': () => ({ status: 204 }),
  });
  const queryClient = createQueryClient();
  queryClient.setQueryData(meQueryKey, businessCoach());
  queryClient.setQueryData(configQueryOptions().queryKey, appConfig);
  const view = renderRoutes(
    [
      { path: '/coach/resources', element: <ResourcesPage /> },
      { path: '/coach/resources/:owner', element: <ResourcesPage /> },
    ],
    { path, queryClient },
  );
  return { ...view, calls, user: userEvent.setup() };
}

describe('resources page', () => {
  it('shows the product library at /coach/resources/product and sends an unknown owner back to My Library', async () => {
    const { router } = setUp('/coach/resources/product');
    expect(await screen.findByText('Burpee')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Forma Library' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await router.navigate('/coach/resources/nobody');
    await waitFor(() => expect(router.state.location.pathname).toBe('/coach/resources'));
    expect(await screen.findByText('Squat demo')).toBeInTheDocument();
  });

  it('opens a row in the lightbox: an unprocessed video shows the processing message', async () => {
    const { user } = setUp();
    await user.click(await screen.findByRole('button', { name: 'Open Squat demo' }));
    expect(
      await screen.findByText(/This video has recently been uploaded and is still processing/),
    ).toBeInTheDocument();
  });

  it('deletes an own item after confirming', async () => {
    const { user, calls } = setUp();
    await user.click(await screen.findByRole('button', { name: 'Delete Barbell' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete resource' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Barbell')).not.toBeInTheDocument());
    expect(calls.some((call) => call.method === 'DELETE' && call.path === 'media/3')).toBe(true);
  });

  it('adds resources through the modal and lists them as attachments to reorder', async () => {
    const { user } = setUp();
    await screen.findByText('Squat demo');
    await user.click(screen.getByRole('button', { name: 'Add resources' }));
    const drawer = await screen.findByRole('dialog', { name: 'Add resources' });
    await user.click(await within(drawer).findByRole('checkbox', { name: 'Select Barbell' }));
    await user.click(within(drawer).getByRole('checkbox', { name: 'Select Squat demo' }));
    await user.click(within(drawer).getByRole('button', { name: 'Add resource' }));
    const selected = await screen.findByRole('region', { name: 'Selected resources' });
    expect(
      within(selected)
        .getAllByRole('listitem')
        .map((row) => row.getAttribute('aria-label')),
    ).toEqual(['Barbell', 'Squat demo']);
  });
});
