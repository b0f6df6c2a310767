import { Button } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from '../lib/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { request } from '../lib/api-client';
import { storageKeys } from '../lib/storage-keys';
import { renderRoutes } from '../test/render';
import { UpdateAvailableModal } from './overlays/update-available-modal';
import { useFailureHandler } from './use-failure-handler';

function Root() {
  useFailureHandler();
  return (
    <>
      <Outlet />
      <UpdateAvailableModal />
    </>
  );
}

function Caller() {
  return <Button onClick={() => request('plans/1').catch(() => undefined)}>Load</Button>;
}

const respond = (status: number, body: unknown) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );

const routes = [
  {
    Component: Root,
    children: [
      { path: '/', Component: Caller },
      { path: '/404', element: <p>404 page</p> },
      { path: '/onboarding/sign_in', element: <p>sign-in page</p> },
    ],
  },
];

afterEach(() => vi.unstubAllGlobals());

describe('failure handler in the app', () => {
  it('shows the 404 toast and goes to the 404 page', async () => {
    respond(404, {});
    const { router } = renderRoutes(routes);
    await userEvent.click(await screen.findByRole('button', { name: 'Load' }));
    expect(await screen.findByText('Not Found')).toBeInTheDocument();
    expect(screen.getByText('Whoops!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
  });

  it('keeps one alert at a time', async () => {
    respond(422, { errors: { name: ['Name is required'] } });
    renderRoutes(routes);
    const button = await screen.findByRole('button', { name: 'Load' });
    await userEvent.click(button);
    await screen.findByText('Name is required');
    await userEvent.click(button);
    await waitFor(() => expect(screen.getAllByText('Name is required')).toHaveLength(1));
  });

  it('on 401 forgets the token and goes to sign-in', async () => {
    localStorage.setItem(storageKeys.accessToken, 'expired');
    respond(401, {});
    const { router } = renderRoutes(routes);
    await userEvent.click(await screen.findByRole('button', { name: 'Load' }));
    expect(
      await screen.findByText('Access is denied. Try to reload the page.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding/sign_in'));
    expect(localStorage.getItem(storageKeys.accessToken)).toBeNull();
  });

  it('opens the update prompt for a deprecated client', async () => {
    respond(406, { base: { deprecated: true } });
    renderRoutes(routes);
    await userEvent.click(await screen.findByRole('button', { name: 'Load' }));
    expect(await screen.findByText('New System Update')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload now' })).toBeInTheDocument();
    expect(screen.queryByText('Access is denied')).not.toBeInTheDocument();
  });
});
