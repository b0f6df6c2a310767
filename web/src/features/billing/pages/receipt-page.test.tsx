import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import type { Receipt } from '@forma/contract/billing/billing.schemas';
import { mockFetch } from '../../../test/mock-fetch';
import { renderRoutes } from '../../../test/render';
import ReceiptPage from './receipt-page';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  notifications.clean();
});

const receipt: Receipt = {
  id: 31,
  number: 'R-000031',
  paid_at: '2026-11-24T10:00:00.000Z',
  status: 'partially_refunded',
  seller: { name: 'Stone Gym', country: 'GB' },
  buyer: { name: 'Ada Lovelace', email: 'ada@example.com' },
  program: { id: 21, title: 'Paid Strength' },
  description: 'Monthly subscription',
  period: { start: '2026-11-24', end: '2026-12-24' },
  card: { brand: 'visa', last4: '4242' },
  currency: 'USD',
  amount: 1500,
  amount_format: '$15.00',
  refunded_amount: 500,
  refunded_format: '$5.00',
  total_paid: 1000,
  total_paid_format: '$10.00',
};

function renderReceipt(id = '31') {
  return renderRoutes([{ path: '/user/billing/receipts/:id', element: <ReceiptPage /> }], {
    path: `/user/billing/receipts/${id}`,
  });
}

describe('the receipt page', () => {
  it('shows the seller, buyer, card, item and totals, and prints', async () => {
    mockFetch({ 'GET athlete/billing/receipts/31': () => ({ body: receipt }) });
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const user = userEvent.setup();
    renderReceipt();

    expect(await screen.findByRole('heading', { name: 'Receipt R-000031' })).toBeInTheDocument();
    expect(screen.getByText('Stone Gym, GB')).toBeInTheDocument();
    expect(screen.getByText(/Ada Lovelace/)).toBeInTheDocument();
    expect(screen.getByText('Visa ending in 4242')).toBeInTheDocument();
    expect(screen.getByText('Paid Strength')).toBeInTheDocument();
    expect(
      screen.getByText('Monthly subscription · 24 Nov, 2026 – 24 Dec, 2026'),
    ).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Refunded/ })).toHaveTextContent('−$5.00');
    expect(screen.getByRole('row', { name: /Total paid/ })).toHaveTextContent('$10.00 USD');
    expect(screen.getByText('Partially refunded')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to payment history' })).toHaveAttribute(
      'href',
      '/user/billing/history',
    );

    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('e-mails the receipt and says where it went', async () => {
    const { calls } = mockFetch({
      'GET athlete/billing/receipts/31': () => ({ body: receipt }),
      'POST athlete/billing/receipts/31/email': () => ({
        body: { message: 'The receipt was sent to ada@example.com.' },
      }),
    });
    const user = userEvent.setup();
    renderReceipt();

    await user.click(await screen.findByRole('button', { name: 'Email me this receipt' }));
    expect(await screen.findByText('The receipt was sent to ada@example.com.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('says so when the receipt is not there, without the buttons', async () => {
    mockFetch({});
    renderReceipt('999');
    expect(await screen.findByRole('alert')).toHaveTextContent('This receipt could not be found.');
    expect(screen.queryByRole('button', { name: 'Print' })).toBeNull();
  });
});
