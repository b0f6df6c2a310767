import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HistoryItem } from '@forma/contract/billing/billing.schemas';
import { mockFetch } from '../../../../test/mock-fetch';
import { onPhone } from '../../../../test/phone';
import { renderAt } from '../../../../test/render';
import { BillingHistory } from '../billing-history';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const payment = (over: Partial<HistoryItem> = {}): HistoryItem => ({
  id: 31,
  paid_at: '2026-11-24T10:00:00.000Z',
  program: { id: 21, title: 'Paid Strength' },
  seller: 'Stone Gym',
  description: 'Monthly subscription',
  period: { start: '2026-11-24', end: '2026-12-24' },
  amount: 1500,
  currency: 'USD',
  amount_format: '$15.00',
  refunded_amount: 0,
  refunded_format: '$0.00',
  status: 'paid',
  has_receipt: true,
  ...over,
});

const refunded = payment({
  id: 30,
  paid_at: '2026-10-02T09:00:00.000Z',
  program: { id: 22, title: 'Six Week Shred' },
  description: 'One-off purchase',
  period: null,
  refunded_amount: 1500,
  refunded_format: '$15.00',
  status: 'refunded',
});
const failed = payment({
  id: 29,
  paid_at: '2026-09-01T09:00:00.000Z',
  program: { id: 23, title: 'Year of Running' },
  description: 'Yearly subscription',
  period: null,
  status: 'failed',
  has_receipt: false,
});

function serveHistory(pages: HistoryItem[][]) {
  return mockFetch({
    'GET athlete/billing/history': (call) => {
      const page = Number(call.query?.get('page') ?? '1');
      return {
        body: {
          items: pages[page - 1] ?? [],
          pagination: {
            page,
            per_page: 20,
            total_pages: Math.max(1, pages.length),
            total_count: pages.flat().length,
          },
        },
      };
    },
  });
}

describe('billing history', () => {
  it('lists the payments with their status, amount and a receipt link for paid ones', async () => {
    serveHistory([[payment(), refunded, failed]]);
    renderAt(<BillingHistory />);

    const paid = await screen.findByRole('row', { name: /Paid Strength/ });
    for (const header of ['Program', 'Status', 'Date', 'Description', 'Amount', 'Receipt']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(within(paid).getByText('Paid')).toBeInTheDocument();
    expect(within(paid).getByText('Sold by Stone Gym')).toBeInTheDocument();
    expect(within(paid).getByText('24 Nov 2026')).toBeInTheDocument();
    expect(within(paid).getByText('24 Nov, 2026 – 24 Dec, 2026')).toBeInTheDocument();
    expect(within(paid).getByText('$15.00')).toBeInTheDocument();
    expect(
      within(paid).getByRole('link', { name: 'View receipt for Paid Strength, 24 Nov 2026' }),
    ).toHaveAttribute('href', '/user/billing/receipts/31');

    const back = screen.getByRole('row', { name: /Six Week Shred/ });
    expect(within(back).getByText('Refunded')).toBeInTheDocument();
    expect(within(back).getByText('$15.00 refunded')).toBeInTheDocument();
    expect(within(back).getByRole('link', { name: /View receipt/ })).toBeInTheDocument();

    const declined = screen.getByRole('row', { name: /Year of Running/ });
    expect(within(declined).getByText('Failed')).toBeInTheDocument();
    expect(within(declined).queryByRole('link')).toBeNull();
  });

  it('shows one card per payment on a phone', async () => {
    onPhone();
    serveHistory([[payment()]]);
    renderAt(<BillingHistory />);

    const list = await screen.findByRole('list', { name: 'Your payments' });
    const card = within(list).getByRole('listitem', { name: 'Paid Strength, 24 Nov 2026' });
    expect(within(card).getByText('Paid')).toBeInTheDocument();
    expect(within(card).getByText('Amount')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /View receipt/ })).toBeInTheDocument();
  });

  it('says when there are no payments yet', async () => {
    serveHistory([]);
    renderAt(<BillingHistory />);
    expect(await screen.findByRole('heading', { name: 'No payments yet' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('pages through a long history', async () => {
    const user = userEvent.setup();
    const { calls } = serveHistory([[payment()], [refunded]]);
    renderAt(<BillingHistory />);

    await screen.findByRole('row', { name: /Paid Strength/ });
    await user.click(screen.getByRole('button', { name: '2' }));
    expect(await screen.findByRole('row', { name: /Six Week Shred/ })).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /Paid Strength/ })).toBeNull();
    expect(calls.map((call) => call.query?.get('page'))).toEqual(['1', '2']);
  });
});
