import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MeResponse } from '@forma/contract/accounts/users.schemas';
import {
  accountItem,
  businessCoach,
  freeSubscription,
  trialSubscription,
} from '../../../test/fixtures';
import { mockFetch } from '../../../test/mock-fetch';
import { connectedMe } from '../../../test/payout-fixtures';
import { renderRoutes } from '../../../test/render';
import { meQueryKey } from '../../../lib/session/me';
import { createQueryClient } from '../../../lib/query-client';
import { storageKeys } from '../../../lib/storage-keys';
import { Banners } from './banners';

const branded = {
  web_theme: {
    primary_color: '#123456',
    primary_contrast_color: null,
    secondary_color: null,
    secondary_contrast_color: null,
    system_text_color: null,
  },
  mobile_light_theme: null,
  mobile_dark_theme: null,
  user: null,
  subdomain: null,
  logo: null,
};

function renderBanners(
  me: MeResponse,
  api: Record<string, unknown>,
  path = '/coach/programs/active',
) {
  const answers: Record<string, unknown> = {
    'GET themes': branded,
    'GET accounts': [],
    'GET users/warnings': [],
    ...api,
  };
  const { calls } = mockFetch(
    Object.fromEntries(Object.entries(answers).map(([call, body]) => [call, () => ({ body })])),
  );
  const queryClient = createQueryClient();
  queryClient.setQueryData(meQueryKey, me);
  renderRoutes([{ path: '*', element: <Banners /> }], { queryClient, path });
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('banners under the header', () => {
  it('stack in the order of 2.11', async () => {
    renderBanners(businessCoach({ current: { subscription: trialSubscription(3) } }), {
      'GET users/warnings': [{ type: 'missed-payment', data: [] }],
      'GET accounts': [
        accountItem({ current_account: true }),
        accountItem({ id: 1, kind: 'private', title: 'Ada Coach' }),
      ],
    });
    await screen.findByText('You have missed a program payment - click here to resolve.');
    await screen.findByRole('button', { name: 'Switch account' });
    const order = [...document.querySelectorAll('[data-banner]')].map((element) =>
      element.getAttribute('data-banner'),
    );
    expect(order).toEqual(['subscription', 'system', 'white-label-trial', 'account-switcher']);
    expect(
      screen.getByRole('link', {
        name: 'You have missed a program payment - click here to resolve.',
      }),
    ).toHaveAttribute('href', '/user/billing/history');
  });

  it('closes the clients_before_limit message and remembers it locally', async () => {
    renderBanners(
      businessCoach({ current: { subscription: { ...freeSubscription, active_sub_clients: 4 } } }),
      {},
    );
    const banner = await screen.findByText(/FREE plan limit/);
    expect(banner).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText(/FREE plan limit/)).not.toBeInTheDocument();
    expect(localStorage.getItem(storageKeys.clientsBeforeLimitClosed)).toBe('true');
  });

  it('dismisses the white-label trial warning as viewed popup swl-trial-warning', async () => {
    const calls = renderBanners(
      businessCoach({ current: { subscription: trialSubscription(20) } }),
      {
        'PATCH users/popup_storage': { popup_storage: ['swl-trial-warning'] },
      },
    );
    const banner = (await screen.findByText(/part of your free trial/)).closest(
      '[data-banner]',
    ) as HTMLElement;
    await userEvent.click(banner.querySelector('button[aria-label="Close"]')!);
    expect(screen.queryByText(/part of your free trial/)).not.toBeInTheDocument();
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch).toEqual({
      method: 'PATCH',
      path: 'users/popup_storage',
      body: { popup_name: 'swl-trial-warning' },
    });
  });

  it("links the Stripe verification warning to the payouts settings for Forma's own account", async () => {
    renderBanners(
      businessCoach({ current: connectedMe({ payouts_enabled: false, external_account: null }) }),
      {},
    );
    const banner = (
      await screen.findByText('Your Stripe connection requires your attention.')
    ).closest('[data-banner]') as HTMLElement;
    expect(within(banner).getByRole('link', { name: 'Resolve' })).toHaveAttribute(
      'href',
      '/coach/profile/payouts',
    );
  });

  it("offers Stripe's onboarding link in the verification warning of a standard account", async () => {
    renderBanners(
      businessCoach({
        current: {
          ...connectedMe({ verification_fields: ['tos_acceptance.date'] }),
          stripe_account_type: 'standard',
        },
      }),
      {},
    );
    const banner = (
      await screen.findByText('Your Stripe connection requires your attention.')
    ).closest('[data-banner]') as HTMLElement;
    expect(within(banner).getByRole('link', { name: 'Resolve' })).toHaveAttribute(
      'href',
      '/stripe-onboarding?source=settings',
    );
  });

  it('shows no Stripe warning when the account has everything Stripe needs', async () => {
    renderBanners(businessCoach({ current: connectedMe() }), {
      'GET users/warnings': [{ type: 'missed-payment', data: [] }],
    });
    await screen.findByText('You have missed a program payment - click here to resolve.');
    expect(
      screen.queryByText('Your Stripe connection requires your attention.'),
    ).not.toBeInTheDocument();
  });
});
