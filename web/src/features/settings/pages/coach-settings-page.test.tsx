import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { createQueryClient } from '../../../lib/query-client';
import { businessCoach } from '../../../test/fixtures';
import { mockFetch } from '../../../test/mock-fetch';
import { customAccount } from '../../../test/payout-fixtures';
import { renderRoutes } from '../../../test/render';
import { meQueryKey } from '../../../lib/session/me';
import CoachSettingsPage from './coach-settings-page';

afterEach(() => vi.unstubAllGlobals());

describe("the coach's settings", () => {
  it("opens the payouts screen (coach_profile_payment) on the 'Stripe' tab", async () => {
    mockFetch({
      'GET stripe/account': () => ({ body: { stripe_account: customAccount() } }),
    });
    const queryClient = createQueryClient();
    queryClient.setQueryData(meQueryKey, businessCoach());
    renderRoutes([{ path: '/coach/profile/:tab', element: <CoachSettingsPage /> }], {
      path: '/coach/profile/payouts',
      queryClient,
    });
    expect(await screen.findByRole('tab', { name: 'Stripe', selected: true })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Your Stripe account' })).toBeVisible();
    expect(screen.getByText('Weekly on Wednesday')).toBeInTheDocument();
  });
});
