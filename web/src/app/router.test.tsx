import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MeResponse } from '@forma/contract/accounts/users.schemas';
import { meQueryKey } from '../lib/session/me';
import { createQueryClient } from '../lib/query-client';
import { storageKeys } from '../lib/storage-keys';
import { businessCoach, expiredTrialSubscription } from '../test/fixtures';
import { mockFetch } from '../test/mock-fetch';
import { renderRoutes } from '../test/render';
import { appRoutes } from './router';

function openApp(path: string, me: MeResponse | null) {
  mockFetch({
    'GET themes': () => ({ body: {} }),
    'GET accounts': () => ({ body: [] }),
    'GET users/warnings': () => ({ body: [] }),
  });
  const queryClient = createQueryClient();
  queryClient.setQueryData(meQueryKey, me);
  return renderRoutes(appRoutes(queryClient), { path, queryClient });
}

/** Lazily loaded pages can take a moment while the whole suite runs. */
const LAZY = { timeout: 5000 };

afterEach(() => vi.unstubAllGlobals());

describe('app router', () => {
  it('renders a lazily loaded page behind its guard', async () => {
    const { router } = openApp('/coach/programs/active', businessCoach());
    expect(await screen.findByRole('heading', { name: 'Programs' }, LAZY)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/coach/programs/active');
    expect(document.title).toBe('Programs · Forma');
  });

  it('follows redirects to the page the rules pick', async () => {
    const { router } = openApp(
      '/coach/exercises',
      businessCoach({ current: { subscription: expiredTrialSubscription } }),
    );
    expect(
      await screen.findByRole('heading', { name: 'Your account is restricted' }, LAZY),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/coach/upgrade-your-account');
  });

  it('shows the 404 page for unknown paths', async () => {
    const { router } = openApp('/this/does/not/exist', null);
    expect(
      await screen.findByText("Sorry, we can't find this page.", {}, LAZY),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/404');
  });

  it('shows the placeholder of later areas with their title', async () => {
    openApp('/coach/benchmarks', businessCoach());
    expect(await screen.findByRole('heading', { name: 'Benchmarks' }, LAZY)).toBeInTheDocument();
    expect(screen.getByText('This area is coming soon.')).toBeInTheDocument();
  });

  it('stores the return path of a visitor sent from a public page to the client sign-up', async () => {
    const { router } = openApp('/p/strong-30', null);
    await screen.findByRole('heading', { name: 'Program unavailable' }, LAZY);
    await router.navigate('/plan/strong-30/purchase');
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding/sign_up/client'));
    expect(localStorage.getItem(storageKeys.returnPath)).toBe('/plan/strong-30/purchase');
  });
});
