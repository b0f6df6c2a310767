import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pathTo } from '../../../lib/routes/paths';
import { mockFetch } from '../../../test/mock-fetch';
import { renderRoutes } from '../../../test/render';
import BillingPage from './billing-page';

afterEach(() => vi.unstubAllGlobals());

const emptyPage = {
  items: [],
  pagination: { page: 1, per_page: 100, total_pages: 1, total_count: 0 },
};

function renderBilling(path: string) {
  mockFetch({
    'GET athlete/plans': () => ({ body: emptyPage }),
    'GET athlete/card_tokens': () => ({ body: { coaches: [] } }),
    'GET athlete/billing/history': () => ({ body: emptyPage }),
  });
  return renderRoutes([{ path: '/user/billing/:tab', element: <BillingPage /> }], { path });
}

describe('the billing page', () => {
  it('has a tab list of purchases, payment methods and history, purchases first', async () => {
    renderBilling('/user/billing/purchases');
    expect(screen.getByRole('heading', { level: 1, name: 'Billing' })).toBeInTheDocument();
    const tabs = screen.getByRole('tablist', { name: 'Billing sections' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Purchases', 'Payment methods', 'History']);
    expect(within(tabs).getByRole('tab', { name: 'Purchases' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByRole('heading', { name: 'No purchases yet' })).toBeInTheDocument();
  });

  it('opens a tab at its own address', async () => {
    const user = userEvent.setup();
    const { router } = renderBilling('/user/billing/purchases');
    await user.click(screen.getByRole('tab', { name: 'Payment methods' }));
    expect(router.state.location.pathname).toBe('/user/billing/payment');
    expect(await screen.findByRole('heading', { name: 'No saved cards' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'History' }));
    expect(router.state.location.pathname).toBe('/user/billing/history');
  });

  it("billing_history (the missed-payment warning's link) opens the payment history", async () => {
    renderBilling(pathTo('billing_history'));
    expect(screen.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { name: 'Payment history' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No payments yet' })).toBeInTheDocument();
  });
});
